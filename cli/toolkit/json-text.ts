/** JSON for other tools: indented, one trailing line end. */
export const jsonText = (value: unknown) => `${JSON.stringify(value, null, 2)}\n`;
