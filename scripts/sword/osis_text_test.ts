import { assertEquals, assertThrows } from "../../tests/assert.ts";
import { osisToText, spanishVerseTextOptions } from "./osis_text.ts";

Deno.test("Strong's-tagged words read as plain text, punctuation joined as written", () => {
  assertEquals(
    osisToText('<w lemma="strong:H3068">LORD</w>’s <w lemma="strong:H1697">word</w>, <w>earth</w>.'),
    "LORD’s word, earth.",
  );
});

Deno.test("words parted only by a footnote or by quotation markup get their space back", () => {
  assertEquals(
    osisToText(
      '<w>God</w><note placement="foot"><reference type="annotateRef">1:1 </reference>“God” is Elohim.</note>' +
        "<w>created</w> <w>the</w> <w>heavens</w>",
    ),
    "God created the heavens",
  );
  assertEquals(
    osisToText('<w>his</w> <w>only</w> born</q><q marker=""><w>Son</w>, <w>that</w>'),
    "his only born Son, that",
  );
  assertEquals(osisToText("<w>Christ</w>,<note>Messiah</note><w>the</w> <w>son</w>"), "Christ, the son");
});

Deno.test("a supplied word is a word of its own; only a supplied enclitic joins the word before it", () => {
  assertEquals(
    osisToText('<w>Mi socorro</w><transChange type="added">viene</transChange><w>de Jehová</w>'),
    "Mi socorro viene de Jehová",
  );
  assertEquals(
    osisToText('<w>Júrame</w><transChange type="added">lo</transChange> <w>en este día</w>.', spanishVerseTextOptions),
    "Júramelo en este día.",
  );
  assertEquals(
    osisToText(
      '<w>Por tanto di</w><transChange type="added">les</transChange>: <w>He aquí</w>',
      spanishVerseTextOptions,
    ),
    "Por tanto diles: He aquí",
  );
  assertEquals(
    osisToText(
      '<w>y</w><transChange type="added">la</transChange><w>declaró</w>, <w>enviándo</w><transChange type="added">la</transChange><w>por</w>',
      spanishVerseTextOptions,
    ),
    "y la declaró, enviándola por",
  );
  assertEquals(
    osisToText(
      '<w>la cual Josué</w><transChange type="added">los</transChange> <w>circuncidó</w>',
      spanishVerseTextOptions,
    ),
    "la cual Josué los circuncidó",
  );
  assertEquals(
    osisToText('<w>las gentes</w><transChange type="added">lo</transChange><w>oyeron</w>', spanishVerseTextOptions),
    "las gentes lo oyeron",
  );
  assertEquals(
    osisToText('<w>Estas</w><transChange type="added"><w>son las medidas</w></transChange><w>Salomón</w>'),
    "Estas son las medidas Salomón",
  );
});

Deno.test("poetry lines and paragraphs become single spaces, never before closing punctuation", () => {
  assertEquals(
    osisToText('<l sID="a"/>Yahweh, how my adversaries have increased!<l eID="a"/><l sID="b"/>Many rise.<l eID="b"/>'),
    "Yahweh, how my adversaries have increased! Many rise.",
  );
  assertEquals(osisToText('word<lb type="x-p"/>, then'), "word, then");
});

Deno.test("headings, speakers, notes and milestone divisions such as a glossary are left out", () => {
  assertEquals(
    osisToText(
      '<title type="psalm" canonical="true">A Psalm by David.</title><div type="x-milestone" subType="x-preverse" ' +
        'sID="p1"/><speaker>Beloved</speaker><div type="x-milestone" subType="x-preverse" eID="p1"/>Amen.' +
        '<div type="glossary" sID="g1"/>Abaddon is Hebrew for destruction.<div type="glossary" eID="g1"/>',
    ),
    "Amen.",
  );
});

Deno.test("entities are decoded", () => {
  assertEquals(osisToText("salt &amp; light &#8212; &quot;yes&quot;"), 'salt & light — "yes"');
});

Deno.test("unbalanced dropped elements fail loudly rather than losing text", () => {
  assertThrows(() => osisToText("before <note>never closed"));
  assertThrows(() => osisToText("text</note> after"));
});
