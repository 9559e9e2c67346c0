import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";

export default defineConfig(({ isSsrBuild }) => ({
  resolve: { alias: { "#app": new URL("./app", import.meta.url).pathname } },
  build: {
    rollupOptions: isSsrBuild ? { input: "./server/app.ts" } : undefined,
    // Lazy parts (dialogs, drawer, login popup) load their few imports themselves: Vite's preload
    // helper would cost every page ~0.9 KB gz of JavaScript (the product page budget is 150 KB).
    modulePreload: false,
  },
  plugins: [tailwindcss(), reactRouter()],
}));
