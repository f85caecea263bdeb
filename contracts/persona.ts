/** What the persona is called wherever it is named: the avatar's alt text, prompts, exports. */
export const personaName = "Christ-Conscious Bodhisattva";
