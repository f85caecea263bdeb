/**
 * The King James Version: the default wherever no version is named. On its own, with no schemas,
 * so pages that only need the id do not load the schema library (issue 18).
 */
export const kjvVersionId = 1;
