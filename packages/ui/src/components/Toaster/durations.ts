/** How long toasts stay, as the product specifies: 3 s for success, 5 s for errors. */
export const TOAST_DURATION = { success: 3000, error: 5000 } as const;
