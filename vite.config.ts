import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";
import { compression, defineAlgorithm } from "vite-plugin-compression2";

export default defineConfig(({ isSsrBuild }) => ({
  resolve: { alias: { "#app": new URL("./app", import.meta.url).pathname } },
  build: {
    rollupOptions: isSsrBuild
      ? { input: "./server/app.ts" }
      : {
          output: {
            // Fewer, larger files for the first load: React, React DOM and React Router in one
            // chunk, the app's shell (root.tsx and everything it imports) in another. Each extra
            // file costs its own gzip overhead and an HTTP/1.1 request slot the style sheet waits
            // for (bench:lighthouse); route modules and lazy parts keep their own chunks.
            codeSplitting: {
              groups: [
                { name: "framework", test: /node_modules[\\/](react|react-dom|scheduler|react-router)[\\/]/, priority: 3 },
                { name: "shell", test: /app[\\/]root\.tsx$/, priority: 2 },
              ],
            },
          },
        },
    // Lazy parts (dialogs, drawer, login popup) load their few imports themselves: Vite's preload
    // helper would cost every page ~0.9 KB gz of JavaScript (the product page budget is 120 KB).
    modulePreload: false,
  },
  plugins: [
    tailwindcss(),
    reactRouter(),
    // Assets are compressed once here, at the strongest settings (brotli 11, gzip 9), and served as
    // they are (server/serve.js, express-static-gzip): no compression per request, and a browser
    // that speaks brotli gets ~14% less JavaScript than gzip would send (bench:lighthouse).
    !isSsrBuild &&
      compression({
        include: /\.(js|css|svg|json)$/,
        threshold: 1024,
        algorithms: [defineAlgorithm("brotliCompress"), defineAlgorithm("gzip", { level: 9 })],
      }),
  ],
}));
