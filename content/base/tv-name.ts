/**
 * A TV provider's name with "TV" after it, unless it ends with the word already: "Spectrum TV",
 * and an editor's "Harbor TV" stays "Harbor TV" ("DIRECTV" is one word: "DIRECTV TV"). The server
 * uses it (the TV page's loader gives it to the page as `brand`), so no browser chunk carries it.
 */
export const tvName = (name: string) => (/\bTV$/i.test(name) ? name : `${name} TV`);
