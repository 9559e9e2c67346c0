/**
 * Districts of a city and towns of a district for the guest's address selects (the address calls
 * /address/ajax/get-district-by-city/{plate} and /address/ajax/get-town-by-district/{id}). Each list
 * is asked once per page; the names are remembered for the contract preview.
 */
import { href } from "react-router";
import { useEffect, useState } from "react";
import type { Place } from "#app/domain/addresses/address.schema";
import { callApi } from "#app/lib/api-client";

const lists = new Map<string, Promise<Place[]>>();
const names = new Map<string, string>();

function load(url: string): Promise<Place[]> {
  let pending = lists.get(url);
  if (!pending) {
    pending = callApi<{ success: boolean; result?: Place[] }>(url).then((answer) => {
      const options = answer.success && Array.isArray(answer.result) ? answer.result : [];
      for (const o of options) names.set(`${url.includes("town") ? "town" : "district"}:${o.id}`, o.name);
      return options;
    });
    pending.catch(() => lists.delete(url));
    lists.set(url, pending);
  }
  return pending;
}

/** The name of a district or town already listed on this page ('' when unknown). */
export const placeName = (kind: "district" | "town", id: string) => names.get(`${kind}:${id}`) ?? "";

export type PlaceOptions = { options: Place[]; loading: boolean; failed: boolean };

export function usePlaceOptions(kind: "district" | "town", parentId: string): PlaceOptions {
  const url = parentId
    ? kind === "district"
      ? href("/address/ajax/get-district-by-city/:cityId", { cityId: encodeURIComponent(parentId) })
      : href("/address/ajax/get-town-by-district/:districtId", { districtId: encodeURIComponent(parentId) })
    : null;
  const [state, setState] = useState<PlaceOptions & { url: string | null }>({ url: null, options: [], loading: false, failed: false });
  useEffect(() => {
    if (!url) return;
    let live = true;
    setState({ url, options: [], loading: true, failed: false });
    load(url).then(
      (options) => live && setState({ url, options, loading: false, failed: false }),
      () => live && setState({ url, options: [], loading: false, failed: true }),
    );
    return () => {
      live = false;
    };
  }, [url]);
  if (!url) return { options: [], loading: false, failed: false };
  return state.url === url ? state : { options: [], loading: true, failed: false };
}
