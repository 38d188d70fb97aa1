// fontverter ships without types; the one call the font tests make.
declare module 'fontverter' {
  const fontverter: { convert(font: Buffer, to: 'sfnt' | 'woff' | 'woff2' | 'truetype'): Promise<Buffer> };
  export default fontverter;
}
