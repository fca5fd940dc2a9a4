// What every tab shares: the API call, the status line, numbers as the page writes them, opening a file.

/** Calls the API; resolves with the JSON answer, rejects with an Error whose message is the server's line. */
export async function api(method, path, body) {
  const init = { method };
  if (body !== undefined) {
    init.body = typeof body === 'string' ? body : JSON.stringify(body);
    init.headers = { 'Content-Type': typeof body === 'string' ? 'text/plain' : 'application/json' };
  }
  const response = await fetch(path, init);
  const json = await response.json().catch(() => ({ error: 'the server answered ' + response.status }));
  if (!response.ok) {
    throw new Error(json.error || ('the server answered ' + response.status));
  }
  return json;
}

/** Shows a one-line message in a status element; kind is '', 'good' or 'bad'. */
export function say(element, text, kind) {
  element.textContent = text;
  element.className = 'status' + (kind ? ' ' + kind : '');
}

/** n with thousands separators, as every count on the page is written. */
export function number(n) {
  return Number(n).toLocaleString('en-US');
}

/**
 * Calls open(text) with the text of the file chosen in a file input, then empties the input, so
 * that choosing the same file again (after changes on the board) opens it again.
 */
export function openFileWith(input, open) {
  input.addEventListener('change', async (evt) => {
    const file = evt.target.files[0];
    if (file) { await open(await file.text()); }
    evt.target.value = '';
  });
}
