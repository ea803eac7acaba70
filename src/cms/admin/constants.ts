/** File names of the admin bundle inside public/admin/ (shared by the build and the entry). */
export const ADMIN_SCRIPT = "admin.js";
/** The site's CSS (tokens, global styles, every section's CSS module), for Decap's preview frame. */
export const PREVIEW_STYLESHEET = "admin.css";

/**
 * decap-server's port (bound to 127.0.0.1) for the built admin and the browser tests; `npm start`
 * uses it when free or already serving its folder, else a free port (local-cms-backend.ts).
 */
export const LOCAL_BACKEND_PORT = 8081;
export const LOCAL_BACKEND_ORIGIN = `http://127.0.0.1:${LOCAL_BACKEND_PORT}`;
/** decap-server's API on 127.0.0.1:`port`, for Decap's `local_backend.url`. */
export const localBackendUrl = (port: number): string => `http://127.0.0.1:${port}/api/v1`;
export const LOCAL_BACKEND_URL = localBackendUrl(LOCAL_BACKEND_PORT);
