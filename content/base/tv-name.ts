/**
 * A TV provider's name with "TV" after it, unless it ends with the word already: "Spectrum TV",
 * and an editor's "Harbor TV" stays "Harbor TV" ("DIRECTV" is one word: "DIRECTV TV"). A module of
 * its own: the page titles in the browser's chunks use it.
 */
export const tvName = (name: string) => (/\bTV$/i.test(name) ? name : `${name} TV`);
