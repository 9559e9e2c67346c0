import type { Config } from "@react-router/dev/config";

export default {
  ssr: true,
  // BUILD_DIR lets a second build live beside the main one (parallel work, tests); default "build".
  buildDirectory: process.env.BUILD_DIR ?? "build",
} satisfies Config;
