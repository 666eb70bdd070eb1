/** The sprite of brand icons made by scripts/vite-social-icons.ts. */
declare module 'virtual:social-icons' {
  const spriteUrl: string;
  export default spriteUrl;
  /** Link fields that have a brand icon in the sprite (symbol id = field name). */
  export const ICON_FIELDS: readonly string[];
}
