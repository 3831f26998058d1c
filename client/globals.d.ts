/** True in the browser bundle (build.mjs defines it); false or undefined on the server and in tests. */
declare const __CLIENT_BUILD__: boolean | undefined;
