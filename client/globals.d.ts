/** True in the browser bundle (build.mjs defines it); false or undefined on the server and in tests. */
declare const __CLIENT_BUILD__: boolean | undefined;

/** The stylesheet is bundled by esbuild (build.mjs); importing it has no value. */
declare module '*.css';
