import { useEffect, useState } from "react";
import { type HelplineDirectory, smsHref, supportLinesFor, telHref } from "../../contracts/helplines.ts";
import {
  type SupportBlock as Block,
  supportHeadings as headings,
  type SupportLine,
} from "../../contracts/support_block.ts";
import { madeOnFirstUse } from "../lib/made_on_first_use.ts";
import { useSupportCountry } from "../lib/support_country.ts";

/**
 * The help a care reply carries (ISSUE 15), shown as its own block that cannot be missed or
 * collapsed: every number is a link a phone can call or text. The visitor can show another
 * country's services; the directory loads only then, and the choice is kept for later messages.
 */
const regionNames = madeOnFirstUse(() =>
  typeof Intl.DisplayNames === "function" ? new Intl.DisplayNames(["en"], { type: "region" }) : null
);
const countryName = (code: string) => regionNames()?.of(code) ?? code;

let directory: Promise<HelplineDirectory> | undefined;
function loadDirectory(): Promise<HelplineDirectory> {
  directory ??= import("../../data/helplines.json").then((module) => module.default as HelplineDirectory);
  return directory;
}

export function SupportBlock({ block }: { block: Block }) {
  const chosen = useSupportCountry((state) => state.country);
  const choose = useSupportCountry((state) => state.choose);
  const load = useSupportCountry((state) => state.load);
  const [countries, setCountries] = useState<HelplineDirectory | null>(null);
  const [picking, setPicking] = useState(false);
  useEffect(() => load(), [load]);

  // A country chosen on this device after the reply was written is shown once the directory is here.
  const wanted = chosen ?? block.country;
  const shown = countries && wanted !== block.country ? supportLinesFor(countries, block.kind, wanted) : block;
  useEffect(() => {
    if ((picking || (chosen && chosen !== block.country)) && !countries) {
      loadDirectory().then(setCountries).catch(() => setPicking(false));
    }
  }, [picking, chosen, block.country, countries]);

  const label = shown.country ? countryName(shown.country) : "anywhere";
  return (
    <aside className={`support-block support-${block.tone}`} aria-label={headings[block.tone]}>
      <h3 className="support-heading">{headings[block.tone]}</h3>
      <ul className="support-lines">
        {shown.lines.map((line, index) => <SupportLineItem key={`${line.name}-${index}`} line={line} />)}
      </ul>
      <div className="support-country">
        <span>Showing help for {label}.</span>
        {picking && countries
          ? (
            <label>
              <span className="visually-hidden">Country for these services</span>
              <select
                value={shown.country ?? ""}
                onChange={(event) => {
                  choose(event.target.value || null);
                  setPicking(false);
                }}
              >
                <option value="">Not listed</option>
                {Object.keys(countries.countries)
                  .sort((left, right) => countryName(left).localeCompare(countryName(right)))
                  .map((code) => <option key={code} value={code}>{countryName(code)}</option>)}
              </select>
            </label>
          )
          : (
            <button type="button" className="button" onClick={() => setPicking(true)} disabled={picking}>
              {picking ? "Loading…" : "Change country"}
            </button>
          )}
      </div>
    </aside>
  );
}

function SupportLineItem({ line }: { line: SupportLine }) {
  const emergency = line.name === "Emergency services";
  return (
    <li className={emergency ? "support-line support-emergency" : "support-line"}>
      <span className="support-name">{line.name}</span>
      <span className="support-actions">
        {line.call.map((number) => (
          <a
            key={`call-${number}`}
            className="support-action"
            href={telHref(number)}
            aria-label={`Call ${line.name} on ${number}`}
          >
            Call {number}
          </a>
        ))}
        {line.text.map(({ number, keyword }) => (
          <a
            key={`text-${number}`}
            className="support-action"
            href={smsHref(number, keyword)}
            aria-label={`Text ${keyword ? `${keyword} to ` : ""}${line.name} on ${number}`}
          >
            Text {keyword ? `${keyword} to ` : ""}
            {number}
          </a>
        ))}
        {line.whatsapp.map((number) => (
          <a
            key={`wa-${number}`}
            className="support-action"
            href={`https://wa.me/${number.replace(/\D/g, "")}`}
            target="_blank"
            rel="noopener noreferrer"
          >
            WhatsApp {number}
          </a>
        ))}
        {line.url && (
          <a className="support-site" href={line.url} target="_blank" rel="noopener noreferrer">
            {line.url.replace(/^https:\/\/(www\.)?/, "").replace(/\/$/, "")}
          </a>
        )}
      </span>
      {line.details.length > 0 && <span className="support-details">{line.details.join(" · ")}</span>}
    </li>
  );
}
