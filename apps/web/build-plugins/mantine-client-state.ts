import type { Plugin } from 'vite';

interface Patch {
  module: RegExp;
  find: string;
  replace: string;
}

/**
 * Mantine hooks that render a server-safe first value, then correct it in an effect once in the
 * browser, for markup rendered on a server. This app renders in the browser only, so each
 * correction was a second render of every component using the hook, inside or right after the
 * first commit (popovers, menus, modals, transitions, inputs, the app shell): the longest task of a
 * signed-in page's start. Here the first render already has the browser's value.
 */
const PATCHES: Patch[] = [
  {
    // The id React's useId gives (unique on the page: one React root) instead of a random one set after mounting.
    module: /@mantine[\\/]hooks[\\/]esm[\\/]use-id[\\/]use-id\.mjs$/,
    find: [
      '\tconst [uuid, setUuid] = useState(`mantine-${reactId.replace(/:/g, "")}`);',
      '\tconst hasInitializedRef = useRef(false);',
      '\tuseIsomorphicEffect(() => {',
      '\t\tif (hasInitializedRef.current) return;',
      '\t\thasInitializedRef.current = true;',
      '\t\tsetUuid(randomId());',
      '\t}, []);',
    ].join('\n'),
    replace: '\tconst uuid = `mantine-${reactId.replace(/:/g, "")}`;',
  },
  {
    // The media query's answer from the first render (every transition asks for reduced motion),
    // rather than `undefined` first and the answer in an effect.
    module: /@mantine[\\/]hooks[\\/]esm[\\/]use-media-query[\\/]use-media-query\.mjs$/,
    find: 'useState(getInitialValueInEffect ? initialValue : getInitialValue(query))',
    replace: 'useState(() => getInitialValue(query))',
  },
];

/** The patches above, in the browser build; the build fails if Mantine's code changed under one. */
export function mantineClientState(): Plugin {
  return {
    name: 'sportello:mantine-client-state',
    apply: 'build',
    enforce: 'pre',
    transform(code, id) {
      const patch = PATCHES.find((p) => p.module.test(id));
      if (!patch) return undefined;
      if (!code.includes(patch.find)) {
        throw new Error(
          `mantine-client-state: ${id} changed; check whether its patch in build-plugins/mantine-client-state.ts is still needed`,
        );
      }
      return { code: code.replace(patch.find, patch.replace), map: null };
    },
  };
}
