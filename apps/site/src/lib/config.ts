/** Where the API lives: same-origin /api unless the build says otherwise (VITE_API_BASE). */
export const API_BASE: string = import.meta.env.VITE_API_BASE ?? '/api';
