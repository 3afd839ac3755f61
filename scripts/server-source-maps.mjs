// Preloaded into the server's processes (`--import`, SERVER_NODE_FLAGS): stack traces name the
// TypeScript sources of the server's bundle. Node's `--enable-source-maps` also reads and parses the
// map of every npm package that ships one, as each loads: about 0.3 s of every start (issue 37, warm
// restart) for frames inside packages, which keep their own file names either way.
import module from 'node:module';

if (module.setSourceMapsSupport) module.setSourceMapsSupport(true, { nodeModules: false, generatedCode: false });
else process.setSourceMapsEnabled(true);
