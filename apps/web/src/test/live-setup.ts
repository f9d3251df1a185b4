import { configure } from "@testing-library/react";
import { afterEach, inject } from "vitest";
import { resetDocument } from "./reset-document";

// The page's address is the real server's, so the app's relative `/api/...` calls and its `/ws`
// channel reach it as same-origin requests, the way they do behind `npm start`.
(window as unknown as { happyDOM: { setURL(url: string): void } }).happyDOM.setURL(inject("liveServerUrl"));

// Real requests and the first transform of a lazy route take longer than a stubbed fetch; a
// findBy… waits up to this long for the page before the test fails.
configure({ asyncUtilTimeout: 10_000 });

afterEach(resetDocument);
