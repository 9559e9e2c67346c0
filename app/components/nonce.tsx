/** The page's CSP nonce, for the few inline scripts the shell renders. */
import { createContext, useContext } from "react";

export const NonceContext = createContext<string | undefined>(undefined);
export const useNonce = () => useContext(NonceContext);
