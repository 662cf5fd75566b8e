// The shell's es-MX texts: its core screens and the chrome, a chunk of their own (loadShellMessages).
import core from '../core/es-MX.json';
import chrome from '../chrome/es-MX.json';

const messages: Record<string, string> = { ...core, ...chrome };
export default messages;
