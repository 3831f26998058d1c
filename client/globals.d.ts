/** The stylesheet is bundled by esbuild (build.mjs); importing it has no value. */
declare module '*.css';
