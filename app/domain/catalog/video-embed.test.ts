import { describe, expect, it } from "vitest";
import { parseVideoEmbed } from "./video-embed";

const YT = "https://www.youtube-nocookie.com/embed/aqz-KE-bpKQ";

describe("parseVideoEmbed", () => {
  it.each([
    ["https://www.youtube.com/watch?v=aqz-KE-bpKQ", YT],
    ["https://youtube.com/watch?v=aqz-KE-bpKQ&t=42s&list=PL1", YT],
    ["http://m.youtube.com/watch?v=aqz-KE-bpKQ", YT],
    ["https://youtu.be/aqz-KE-bpKQ", YT],
    ["https://youtu.be/aqz-KE-bpKQ?si=abc", YT],
    ["https://www.youtube.com/shorts/aqz-KE-bpKQ", YT],
    ["https://www.youtube.com/embed/aqz-KE-bpKQ", YT],
    ["  https://WWW.YOUTUBE.COM/watch?v=aqz-KE-bpKQ  ", YT],
    ["https://vimeo.com/1084537", "https://player.vimeo.com/video/1084537"],
    ["https://www.vimeo.com/1084537?share=copy", "https://player.vimeo.com/video/1084537"],
    ["https://player.vimeo.com/video/1084537", "https://player.vimeo.com/video/1084537"],
  ])("embeds %s", (address, embedUrl) => {
    expect(parseVideoEmbed(address)?.embedUrl).toBe(embedUrl);
  });

  it("names the provider and the id", () => {
    expect(parseVideoEmbed("https://youtu.be/aqz-KE-bpKQ")).toEqual({ provider: "youtube", id: "aqz-KE-bpKQ", embedUrl: YT });
    expect(parseVideoEmbed("https://vimeo.com/76979871")).toMatchObject({ provider: "vimeo", id: "76979871" });
  });

  it.each([
    null,
    undefined,
    "",
    "   ",
    "not a url",
    "javascript:alert(1)",
    "ftp://youtube.com/watch?v=aqz-KE-bpKQ",
    "https://www.youtube.com/watch",
    "https://www.youtube.com/watch?v=short",
    "https://www.youtube.com/watch?v=aqz-KE-bpKQ%22onload",
    "https://www.youtube.com/channel/UC123",
    "https://youtu.be/",
    "https://youtu.be/aqz-KE-bpKQ/extra",
    "https://evil.com/watch?v=aqz-KE-bpKQ",
    "https://youtube.com.evil.com/watch?v=aqz-KE-bpKQ",
    "https://vimeo.com/channels/staffpicks",
    "https://vimeo.com/abc",
    "https://player.vimeo.com/1084537",
    "https://www.dailymotion.com/video/x7tgad0",
    "https://example.com/video.mp4",
  ])("refuses %s", (address) => {
    expect(parseVideoEmbed(address)).toBeNull();
  });
});
