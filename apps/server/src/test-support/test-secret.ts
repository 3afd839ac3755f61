/** The session secret of every test app; the demo seed digests its tokens with it. */
export const TEST_SECRET = 'test-secret-test-secret-test-secret-0123';
