import { assertEquals } from "../tests/assert.ts";
import { parseMarkedReference, summaryReference, versionedReference } from "./references.ts";
import { formatScriptureRequest, parseScriptureRequest } from "./scripture_request.ts";

Deno.test("a request for wisdom reads back as the text and reference it was written from", () => {
  for (
    const request of [
      { text: "For God so loved the world", reference: "John 3:16" },
      { text: 'He said, "Peace, be still."', reference: versionedReference("Mark 4:39", "WEB") },
      {
        text: "All beings can become Buddhas.\nEven those who doubt.",
        reference: summaryReference("Lotus Sutra, Chapter 2"),
      },
    ]
  ) {
    assertEquals(parseScriptureRequest(formatScriptureRequest(request)), request);
  }
});

Deno.test("the spec's exact text, and what a visitor may do to the draft before sending", () => {
  const written = formatScriptureRequest({ text: "  Jesus wept. ", reference: "John 11:35" });
  assertEquals(written, 'Please share wisdom about this scripture:\n\n"Jesus wept." - John 11:35');
  assertEquals(parseScriptureRequest(written.replace(/\n/g, "\r\n") + "  \n"), {
    text: "Jesus wept.",
    reference: "John 11:35",
  });
  assertEquals(
    parseScriptureRequest("Please share wisdom about this scripture: “Jesus wept.” — John 11:35"),
    { text: "Jesus wept.", reference: "John 11:35" },
  );
});

Deno.test("other messages are not requests", () => {
  for (
    const message of [
      "Please share wisdom about patience",
      '"Jesus wept." - John 11:35',
      'Please share wisdom about this scripture:\n\n"Jesus wept."',
      'Please share wisdom about this scripture:\n\n"Jesus wept." - John 11:35\n\nAnd what about grief?',
      "",
    ]
  ) {
    assertEquals(parseScriptureRequest(message), null, message);
  }
});

Deno.test("reference markers round-trip: the KJV unmarked, another version named, a summary said", () => {
  assertEquals(versionedReference("John 3:16", "KJV"), "John 3:16");
  assertEquals(parseMarkedReference(versionedReference("John 3:16", "KJV")), {
    reference: "John 3:16",
    summary: false,
    version: null,
  });
  assertEquals(parseMarkedReference(versionedReference("Juan 3:16", "RV1909")), {
    reference: "Juan 3:16",
    summary: false,
    version: "RV1909",
  });
  assertEquals(parseMarkedReference(summaryReference("Gosho: Letter to Niike")), {
    reference: "Gosho: Letter to Niike",
    summary: true,
    version: null,
  });
  assertEquals(parseMarkedReference("Lotus Sutra, Chapter 16 (Life Span)").version, null);
  assertEquals(parseMarkedReference("Gosho: On Prayer (Kito-sho)").version, null);
});
