/** The sprite of brand icons made by scripts/vite-social-icons.ts. */
declare module 'virtual:social-icons' {
  const spriteUrl: string;
  export default spriteUrl;
  /** Every link field: each has a symbol in the sprite (symbol id = field name), a brand mark or the plain link icon. */
  export const ICON_FIELDS: readonly string[];
}
