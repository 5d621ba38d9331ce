import { render } from 'preact';
render(<main>PrimaChat</main>, document.getElementById('app')!);
