import '../../lib/zod-jitless';
import { render } from 'preact';
import { App } from './app';
import { browserDeps } from './browser-deps';
import './styles.css';

render(<App deps={browserDeps()} />, document.getElementById('app')!);
