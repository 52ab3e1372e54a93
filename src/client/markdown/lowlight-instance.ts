import bash from 'highlight.js/lib/languages/bash';
import c from 'highlight.js/lib/languages/c';
import cpp from 'highlight.js/lib/languages/cpp';
import csharp from 'highlight.js/lib/languages/csharp';
import css from 'highlight.js/lib/languages/css';
import diff from 'highlight.js/lib/languages/diff';
import go from 'highlight.js/lib/languages/go';
import java from 'highlight.js/lib/languages/java';
import javascript from 'highlight.js/lib/languages/javascript';
import json from 'highlight.js/lib/languages/json';
import kotlin from 'highlight.js/lib/languages/kotlin';
import markdown from 'highlight.js/lib/languages/markdown';
import php from 'highlight.js/lib/languages/php';
import plaintext from 'highlight.js/lib/languages/plaintext';
import python from 'highlight.js/lib/languages/python';
import ruby from 'highlight.js/lib/languages/ruby';
import rust from 'highlight.js/lib/languages/rust';
import sql from 'highlight.js/lib/languages/sql';
import swift from 'highlight.js/lib/languages/swift';
import typescript from 'highlight.js/lib/languages/typescript';
import xml from 'highlight.js/lib/languages/xml';
import yaml from 'highlight.js/lib/languages/yaml';
import { createLowlight } from 'lowlight';

/**
 * The 22 languages SPEC.md promises, registered one by one: lowlight's `common` set and
 * rehype-highlight both bring 37, which weighs more than the page needs.
 * Each grammar's own aliases (js, ts, py, sh, html...) come with it.
 */
export const HIGHLIGHT_LANGUAGES = {
  bash, c, cpp, csharp, css, diff, go, java, javascript, json, kotlin,
  markdown, php, plaintext, python, ruby, rust, sql, swift, typescript, xml, yaml,
};

const lowlight = createLowlight();
let registered = false;

/**
 * The highlighter, its grammars registered at its first use (the first fenced block with a
 * language): building them all takes longer than anything else in the renderer's chunk, which
 * loads before anyone can submit, and evaluating it then must not be one long task of the page.
 */
export function highlighter(): typeof lowlight {
  if (!registered) {
    lowlight.register(HIGHLIGHT_LANGUAGES);
    registered = true;
  }
  return lowlight;
}
