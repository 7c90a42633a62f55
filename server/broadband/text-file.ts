// What a provider's "CSV" really is, from its bytes: UTF-8 with or without a byte-order mark,
// UTF-16 with one (Excel's "Unicode text"), or Windows-1252 (Excel's plain "CSV" on Windows),
// converted to text; a spreadsheet, a PDF or another binary is refused with a message that says
// what to do. Never garbled: bytes that are not valid UTF-8 are read as Windows-1252, which maps
// every byte to a character (decision 081).

export type Decoded =
  | { ok: true; text: string; encoding: 'utf-8' | 'utf-16le' | 'utf-16be' | 'windows-1252' }
  | { ok: false; message: string };

const SAVE_AS = 'open it in the spreadsheet program and save it as "CSV UTF-8 (Comma delimited)"';

const startsWith = (bytes: Uint8Array, ...magic: number[]) => magic.every((b, i) => bytes[i] === b);

export function decodeText(bytes: Uint8Array): Decoded {
  if (bytes.length === 0) return { ok: false, message: 'the file is empty' };
  if (startsWith(bytes, 0x50, 0x4b, 0x03, 0x04))
    return {
      ok: false,
      message: `the file is an Excel workbook (.xlsx) or a zip archive, not CSV: ${SAVE_AS}`,
    };
  if (startsWith(bytes, 0xd0, 0xcf, 0x11, 0xe0))
    return { ok: false, message: `the file is an Excel 97-2003 workbook (.xls), not CSV: ${SAVE_AS}` };
  if (startsWith(bytes, 0x25, 0x50, 0x44, 0x46))
    return {
      ok: false,
      message: "the file is a PDF, not CSV: use the provider's CSV (machine-readable) label file",
    };
  if (startsWith(bytes, 0xff, 0xfe))
    return { ok: true, text: new TextDecoder('utf-16le').decode(bytes), encoding: 'utf-16le' };
  if (startsWith(bytes, 0xfe, 0xff))
    return { ok: true, text: new TextDecoder('utf-16be').decode(bytes), encoding: 'utf-16be' };
  // A stray NUL in a text cell is removed with the other control characters; many are a binary.
  const head = bytes.subarray(0, 64 * 1024);
  let nuls = 0;
  for (const b of head) if (b === 0) nuls++;
  if (nuls > 8 && nuls * 100 > head.length)
    return { ok: false, message: `the file is not text (it holds NUL bytes): ${SAVE_AS}` };
  try {
    return { ok: true, text: new TextDecoder('utf-8', { fatal: true }).decode(bytes), encoding: 'utf-8' };
  } catch {
    // Not UTF-8: Excel on Windows writes "CSV" in the ANSI code page, Windows-1252 in the US.
    if (startsWith(bytes, 0xef, 0xbb, 0xbf))
      return { ok: false, message: `the file says it is UTF-8 but is not valid UTF-8: ${SAVE_AS}` };
    return { ok: true, text: new TextDecoder('windows-1252').decode(bytes), encoding: 'windows-1252' };
  }
}
