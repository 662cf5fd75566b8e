// The shell's es-CL texts: its core screens and the chrome, a chunk of their own (loadShellMessages).
import core from '../core/es-CL.json';
import chrome from '../chrome/es-CL.json';

const messages: Record<string, string> = { ...core, ...chrome };
export default messages;
