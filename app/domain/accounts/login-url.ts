/** Where the login page is, and how to come back after logging in (`?redirectUrl=`, spec section 4). */
export const LOGIN_URL = "/kullanici/kullanici-giris";
export const loginUrlReturningTo = (next: string) => `${LOGIN_URL}?redirectUrl=${encodeURIComponent(next)}`;
