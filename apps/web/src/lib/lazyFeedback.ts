// antd feedback for screens that load before antd (/login, within its 200 KB budget): the
// code arrives with the first message. Network failures to load it are only logged.

const load = () => import('./staticFeedback');

/** The 3-second error notification titled Error (spec §8). */
export const notifyErrorLater = (description: string) =>
  load()
    .then((feedback) => feedback.showError(description))
    .catch((error: unknown) => console.error(error));

/** An antd message.warning, e.g. 'You need to login' (spec §2.1). */
export const warnLater = (content: string) =>
  load()
    .then((feedback) => feedback.showWarning(content))
    .catch((error: unknown) => console.error(error));
