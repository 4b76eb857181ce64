/**
 * The language a server text is in, as one of the 21 locale codes (`en`, `tw`, `ru`…): the
 * language the request asked for where the server has a translation, else `en`, the English
 * original it falls back to. Screens mark a text whose language is not the page's (`lang`,
 * `dir`) so it is read and laid out as what it is. Absent from a server before issue 19: the
 * language asked for. server/CONTRACT-DELTA.md "Language".
 */
export type TextLang = string;
