/** The shell's panels, one open at a time (stores/ui-store.ts holds which). */
export type Panel = 'authentication' | 'bag' | 'countryChooser' | 'search' | 'menu' | 'cookiePreferences' | 'chat' | 'lists';
