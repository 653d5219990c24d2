const clickLink = (href: string, fileName: string) => {
  const link = document.createElement('a');
  link.href = href;
  link.download = fileName;
  link.style.display = 'none';
  document.body.append(link);
  link.click();
  link.remove();
};

/** Hands text to the browser as a file download. */
export const downloadFile = (content: string, fileName: string, type = 'text/csv;charset=utf-8') => {
  const url = URL.createObjectURL(new Blob([content], { type }));
  clickLink(url, fileName);
  // Let the browser start reading before the object URL goes.
  setTimeout(() => URL.revokeObjectURL(url), 0);
};

/**
 * Lets the browser download a same-origin URL straight to disk (the session cookies go with it):
 * the page never holds the file, however large.
 */
export const downloadUrl = (url: string, fileName: string) => clickLink(url, fileName);
