/** The colour theme: the system's (no choice stored) or one the member picked. */
export type ThemeChoice = 'light' | 'dark';

const KEY = 'theme';

export function storedTheme(): ThemeChoice | null {
  try {
    const value = localStorage.getItem(KEY);
    return value === 'light' || value === 'dark' ? value : null;
  } catch {
    return null; // storage blocked: follow the system
  }
}

/** The theme the page shows now. */
export function currentTheme(): ThemeChoice {
  const stored = storedTheme();
  if (stored) return stored;
  return window.matchMedia?.('(prefers-color-scheme: dark)').matches ? 'dark' : 'light';
}

/** Applies the stored choice; called once before the first render. */
export function applyStoredTheme(): void {
  const stored = storedTheme();
  if (stored) document.documentElement.dataset.theme = stored;
  else delete document.documentElement.dataset.theme;
}

/** Stores and shows a choice; remembered on this device. */
export function chooseTheme(theme: ThemeChoice): void {
  try {
    localStorage.setItem(KEY, theme);
  } catch {
    // storage blocked: the choice lasts for this page only
  }
  document.documentElement.dataset.theme = theme;
}
