/** 'Book chapter:verse' with the standard English book name, the one reference form used everywhere. */
export function verseReference(bookName: string, chapter: number, verse: number): string {
  return `${bookName} ${chapter}:${verse}`;
}

export function lotusReference(chapterNumber: number, title: string): string {
  return `Lotus Sutra, Chapter ${chapterNumber}: ${title}`;
}

export function goshoReference(volumeTitle: string, writingTitle: string): string {
  return `${writingTitle} (${volumeTitle})`;
}
