import type { Preview } from '@storybook/react-vite'
import { SeaCanvas } from './SeaCanvas.js'
import { argsInRange } from './argsInRange.js'

const preview: Preview = {
  parameters: {
    layout: 'fullscreen',
    controls: { expanded: true },
    // The showcase is the home page: Storybook opens the first story in this order.
    options: {
      storySort: {
        // a newcomer's path: what it does, how to use it, then each part of the physics
        order: [
          'Showcase',
          ['Harbour', 'Any model'],
          'Guides',
          [
            'Getting started',
            'Components',
            'Floating a glTF model',
            'Physics',
            'Performance',
            'Snapshot-testing a scene',
          ],
          'Ocean',
          'Dynamics',
          'Seakeeping',
          'Stability',
          'Performance',
        ],
      },
    },
  },
  // Every story is a piece of a three.js scene: the decorator supplies the canvas around it.
  decorators: [
    // A story with `parameters: { oceanSky: true }` shows <Ocean>'s own sky instead of a plain background.
    (Story, context) => (
      <SeaCanvas oceanSky={context.parameters.oceanSky === true}>
        <Story args={argsInRange(context.args, context.argTypes, context.initialArgs)} />
      </SeaCanvas>
    ),
  ],
}

export default preview
