import type { Meta, StoryObj } from '@storybook/react-vite'
import { FLEET_DEFAULTS, FLEET_HULLS, type FleetControls, FleetScene } from './FleetScene.js'

const meta: Meta<FleetControls> = {
  title: 'Performance/Fleet',
  parameters: { layout: 'fullscreen' },
  args: FLEET_DEFAULTS,
  argTypes: {
    count: { control: 'inline-radio', options: [20, 100, 300], description: 'Bodies in the fleet.' },
    hull: { control: 'select', options: FLEET_HULLS, description: 'The hull every body floats.' },
    clipping: {
      control: 'select',
      options: ['flat', 'linear', 'curved', 'adaptive'],
      description: "Waterline clipping ('adaptive' is the default).",
    },
  },
}
export default meta

/**
 * 20, 100 or 300 bodies on the moderate sea with the default options, and the physics cost of the last
 * step (from `<Physics>`'s API) in the corner: the frame budget at 60 Hz is 16.7 ms for everything.
 */
export const Fleet: StoryObj<FleetControls> = {
  render: (args) => <FleetScene controls={args} />,
}
