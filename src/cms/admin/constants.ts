/** File names of the admin bundle inside public/admin/ (shared by the build and the entry). */
export const ADMIN_SCRIPT = "admin.js";
/** The site's CSS (tokens, global styles, every section's CSS module), for Decap's preview frame. */
export const PREVIEW_STYLESHEET = "admin.css";

/** decap-server's port for `npm start` / `npm run cms` and the browser tests (bound to 127.0.0.1). */
export const LOCAL_BACKEND_PORT = 8081;
export const LOCAL_BACKEND_ORIGIN = `http://127.0.0.1:${LOCAL_BACKEND_PORT}`;
export const LOCAL_BACKEND_URL = `${LOCAL_BACKEND_ORIGIN}/api/v1`;
