/**
 * Reading a UBL-TR invoice back in tests (never imported by the shop): the XML parsed by the same
 * library that writes it (xmlbuilder2), as elements in document order, with the helpers the
 * invoice tests need: children's names, a path's text, an amount in kuruş.
 */
import { create } from "xmlbuilder2";
import { UBL_CAC_NS, UBL_CBC_NS, UBL_INVOICE_NS } from "#app/domain/invoices/ubl-tr.server";

export type XmlElement = { ns: string | null; name: string; attributes: Record<string, string>; text: string; children: XmlElement[] };

function toElement(node: Element): XmlElement {
  const children = Array.from(node.childNodes).filter((c): c is Element => c.nodeType === 1);
  return {
    ns: node.namespaceURI,
    name: node.localName,
    attributes: Object.fromEntries(Array.from(node.attributes).map((a) => [a.name, a.value])),
    text: children.length === 0 ? (node.textContent ?? "") : "",
    children: children.map(toElement),
  };
}

/** The root element of an XML text (throws on XML that does not parse). */
export const parseXml = (xml: string): XmlElement => toElement(create(xml).root().node as unknown as Element);

/** The children named `name`, or the children at a path 'cac:A/cbc:B' (prefixes are checked against the namespaces). */
export function all(el: XmlElement, path: string): XmlElement[] {
  let found = [el];
  for (const step of path.split("/")) {
    const [prefix, local] = step.split(":");
    const ns = prefix === "cac" ? UBL_CAC_NS : prefix === "cbc" ? UBL_CBC_NS : UBL_INVOICE_NS;
    found = found.flatMap((e) => e.children.filter((c) => c.name === local && c.ns === ns));
  }
  return found;
}

/** The one element at a path; throws when it is missing. */
export function one(el: XmlElement, path: string): XmlElement {
  const [first] = all(el, path);
  if (!first) throw new Error(`no ${path} in ${el.name}`);
  return first;
}

export const text = (el: XmlElement, path: string) => one(el, path).text;

/** '123.45' with currencyID TRY → 12345 kuruş (throws on anything but two decimals in TRY). */
export function kurus(el: XmlElement, path: string): number {
  const node = one(el, path);
  if (node.attributes.currencyID !== "TRY" || !/^-?\d+\.\d{2}$/.test(node.text))
    throw new Error(`${path} is not a TRY amount: ${node.text}`);
  return Number(node.text.replace(".", ""));
}

export const childNames = (el: XmlElement) => el.children.map((c) => c.name);
