/**
 * Any of the shop's messages as an e-mail in its layout: the subject as the heading's line in the
 * inbox preview, and the body's paragraphs, lists and own links (message-text.ts reads them).
 */
import { Link, Text } from "@react-email/components";
import { EmailLayout } from "./layout";
import { blocksOf, cut, cutText, type Line } from "./message-text";
import { EMAIL_THEME as T } from "./theme";

function LineView({ line }: { line: Line }) {
  return (
    <>
      {line.map((s, i) =>
        s.kind === "link" ? (
          <Link key={i} href={s.href} className="md-link" style={{ color: T.brand, textDecoration: "underline" }}>
            {s.text}
          </Link>
        ) : (
          <span key={i}>{s.text}</span>
        ),
      )}
    </>
  );
}

export function MessageEmail({ subject, body, origin }: { subject: string; body: string; origin: string }) {
  const blocks = blocksOf(body, origin);
  // The preview line after the subject in the inbox: the body's first words.
  const preview = cut(cutText(body).replace(/\s+/g, " ").trim(), 140) || subject;
  return (
    <EmailLayout preview={preview} origin={origin}>
      {blocks.map((block, i) =>
        block.kind === "paragraph" ? (
          <Text key={i} style={{ fontSize: "16px", lineHeight: "24px", margin: "12px 0" }}>
            {block.lines.map((line, j) => (
              <span key={j}>
                {j > 0 && <br />}
                <LineView line={line} />
              </span>
            ))}
          </Text>
        ) : (
          <ul key={i} style={{ margin: "8px 0", paddingLeft: "20px" }}>
            {block.items.map((item, j) => (
              <li key={j} style={{ fontSize: "16px", lineHeight: "24px", margin: "4px 0" }}>
                <LineView line={item} />
              </li>
            ))}
          </ul>
        ),
      )}
    </EmailLayout>
  );
}
