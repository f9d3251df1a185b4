// Instants in stored text. No Zod here: the web app formats them on pages that must stay light
// (the landing page's university cards read format-date, decision 050).

/**
 * An instant written into stored text (a notification, a meeting note) for the reader's app to
 * show in the reader's own time zone: ISO 8601 to the minute, in UTC ("2027-01-15T09:30Z"). The
 * server does not know the reader's zone; any other reader still gets an exact, unambiguous time.
 */
export function instantInText(at: Date): string {
  return `${at.toISOString().slice(0, 16)}Z`;
}

/** Each instant `instantInText` wrote into `text`, replaced by what `show` makes of it. */
export function replaceInstantsInText(text: string, show: (at: Date) => string): string {
  return text.replace(/\b\d{4}-\d{2}-\d{2}T\d{2}:\d{2}Z/g, (written) => {
    const at = new Date(written);
    return Number.isNaN(at.getTime()) ? written : show(at);
  });
}
