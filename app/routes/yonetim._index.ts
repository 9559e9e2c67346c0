/** /yonetim: the back office opens on its first section (the comments waiting for approval). */
import { redirect } from "react-router";

export const loader = () => redirect("/yonetim/yorumlar");
