import { create } from "zustand";

/**
 * The country a visitor chose for the help a care reply shows (ISSUE 15). Kept on this device
 * only; sent with messages so the server lists that country's services. Without a choice the
 * server reads the browser's language region.
 */
const storageKey = "support:country";

function stored(): string | null {
  try {
    const value = localStorage.getItem(storageKey);
    return value && /^[A-Z]{2}$/.test(value) ? value : null;
  } catch {
    return null;
  }
}

type SupportCountryState = {
  country: string | null;
  loaded: boolean;
  load(): void;
  choose(country: string | null): void;
};

export const useSupportCountry = create<SupportCountryState>()((set) => ({
  country: null,
  loaded: false,
  load: () => set({ country: stored(), loaded: true }),
  choose: (country) => {
    try {
      if (country) localStorage.setItem(storageKey, country);
      else localStorage.removeItem(storageKey);
    } catch {
      // Private browsing: the choice lasts for this page only.
    }
    set({ country, loaded: true });
  },
}));

/** The `country` field for a message body, when the visitor chose one. */
export function countryField(): { country?: string } {
  const { country, loaded } = useSupportCountry.getState();
  const chosen = loaded ? country : stored();
  return chosen ? { country: chosen } : {};
}
