// "Answer for me when I cannot answer": on unless the player switches it off, remembered in
// this browser. With it on, a seat asked to answer with nothing it could answer with (no Nope,
// no Missed!, no Barrel) is not made to click "take it" or "pass".
import { browserSetting } from './setting';

const autoAnswer = browserSetting('parlor.autoAnswer', true);

/** Whether answers without a choice are made for this player. */
export const autoAnswerOn = autoAnswer.get;

/** Switches it on or off, for every open room of this page. */
export const setAutoAnswerOn = autoAnswer.set;

/** The setting, following changes. */
export const useAutoAnswerOn = autoAnswer.use;
