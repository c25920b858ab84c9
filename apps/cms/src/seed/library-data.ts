import type { SceneName } from './artwork/scenes';
import type { AgeRangeLabel, FeelingName } from './taxonomy';

export type SeedCategory = {
  slug: string;
  name: string;
  description: string;
  scene: SceneName;
  isTeen: boolean;
};

export type SeedSubCategory = { slug: string; name: string; description: string; category: string };

export type SeedMeditation = {
  title: string;
  category: string;
  subCategory?: string;
  kind: 'audio' | 'video';
  accessLevel: 'free' | 'paid';
  /**
   * Its file in apps/cms/seed-assets (one of SEED_MEDIA_FILES). The CMS reads the meditation's length from the file
   * when it is saved, as for an editor's upload, so every card shows the length of what plays.
   */
  file: string;
  ageRanges: AgeRangeLabel[];
  feelings: FeelingName[];
  description: string;
  /** Breath timings in seconds for the breathing buddy (breathing meditations only). */
  breathPattern?: { inhale: number; hold: number; exhale: number };
};

export const categories: SeedCategory[] = [
  { slug: 'sleep-stories', name: 'Sleep Stories', description: 'Gentle stories with Tate to drift off to sleep.', scene: 'sleep', isTeen: false },
  { slug: 'breathing-buddies', name: 'Breathing Buddies', description: 'Breathe along with Tate: bubbles, balloons and puppy breaths.', scene: 'breathe', isTeen: false },
  { slug: 'calm-corner', name: 'Calm Corner', description: 'Meditations for big feelings and quiet moments.', scene: 'calm', isTeen: false },
  { slug: 'focus-and-learning', name: 'Focus & Learning', description: 'Short practices to get ready for school, homework and listening.', scene: 'focus', isTeen: false },
  { slug: 'imagination-adventures', name: 'Imagination Adventures', description: 'Journeys under the sea, to the moon and through magic gardens.', scene: 'imagine', isTeen: false },
  { slug: 'teen-mindset', name: 'Teen Mindset', description: 'Mindfulness for teens: exams, long days and a growing brain.', scene: 'teen', isTeen: true },
];

export const subCategories: SeedSubCategory[] = [
  { slug: 'bubble-breaths', name: 'Bubble Breaths', description: 'Short breathing videos with bubbles and flowers.', category: 'breathing-buddies' },
  { slug: 'belly-breathing', name: 'Belly Breathing', description: 'Balloon bellies and dragon breaths, on video.', category: 'breathing-buddies' },
  { slug: 'teen-brain-basics', name: 'Teen Brain Basics', description: 'Videos on how the teen brain grows.', category: 'teen-mindset' },
];

/*
 * A handful of generated files (seed-assets/generate.sh) shared by all items, of lengths that give every duration
 * filter meditations: 3, 4 and 16 minutes free, 6 and 12 minutes paid, and videos of 90 and 75 seconds. Free and paid
 * items never share a file: a paid item's file is only served through signed URLs, which would lock the free ones too.
 */
const FREE_OCEAN = 'audio/ocean-breath.mp3';
const FREE_TONES = 'audio/calm-tones.mp3';
const FREE_NIGHT = 'audio/starry-night.ogg';
const FREE_VIDEO = 'video/breathing-bubble.mp4';
const PAID_RAIN = 'audio/soft-rain.ogg';
const PAID_WAVES = 'audio/gentle-waves.ogg';
const PAID_VIDEO = 'video/stretch-and-breathe.mp4';

export const SEED_MEDIA_FILES = {
  free: [FREE_OCEAN, FREE_TONES, FREE_NIGHT, FREE_VIDEO],
  paid: [PAID_RAIN, PAID_WAVES, PAID_VIDEO],
};

export const meditations: SeedMeditation[] = [
  { title: 'Goodnight, Little Stars', category: 'sleep-stories', kind: 'audio', accessLevel: 'free', file: FREE_TONES, ageRanges: ['3-4', '5-7'], feelings: ['sleepy', 'calm'], description: 'Tate says goodnight to every star in the sky.' },
  { title: 'The Sleepy Cloud Boat', category: 'sleep-stories', kind: 'audio', accessLevel: 'paid', file: PAID_WAVES, ageRanges: ['5-7'], feelings: ['sleepy', 'imaginative'], description: 'Float away on a soft cloud boat.' },
  { title: "Tate's Moonlight Walk", category: 'sleep-stories', kind: 'audio', accessLevel: 'free', file: FREE_NIGHT, ageRanges: ['3-4'], feelings: ['sleepy', 'calm'], description: 'A slow walk under the moon with Tate.' },
  { title: 'Counting Fireflies', category: 'sleep-stories', kind: 'audio', accessLevel: 'paid', file: PAID_RAIN, ageRanges: ['5-7', '8-10'], feelings: ['sleepy', 'focused'], description: 'Count the fireflies until your eyes feel heavy.' },
  { title: 'The Quiet Forest', category: 'sleep-stories', kind: 'audio', accessLevel: 'paid', file: PAID_WAVES, ageRanges: ['8-10'], feelings: ['sleepy', 'thoughtful'], description: 'Listen to the forest settle down for the night.' },
  { title: 'Blanket Fort Dreams', category: 'sleep-stories', kind: 'audio', accessLevel: 'free', file: FREE_NIGHT, ageRanges: ['3-4', '5-7'], feelings: ['sleepy', 'imaginative'], description: 'Build a cosy blanket fort and dream inside it.' },
  { title: 'Bubble Breaths', category: 'breathing-buddies', subCategory: 'bubble-breaths', kind: 'video', accessLevel: 'free', file: FREE_VIDEO, ageRanges: ['3-4', '5-7'], feelings: ['calm', 'active'], description: 'Blow slow, big bubbles with Tate.' },
  { title: 'Balloon Belly', category: 'breathing-buddies', subCategory: 'belly-breathing', kind: 'video', accessLevel: 'paid', file: PAID_VIDEO, ageRanges: ['5-7'], feelings: ['calm', 'focused'], description: 'Fill your belly like a balloon, then let it float.' },
  { title: 'Smell the Flower, Blow the Candle', category: 'breathing-buddies', subCategory: 'bubble-breaths', kind: 'video', accessLevel: 'free', file: FREE_VIDEO, ageRanges: ['3-4'], feelings: ['calm', 'excited'], description: 'Breathe in the flower, breathe out the candle.' },
  { title: 'Breathe Like a Puppy', category: 'breathing-buddies', kind: 'audio', accessLevel: 'free', file: FREE_OCEAN, ageRanges: ['3-4', '5-7'], feelings: ['calm', 'active'], description: 'Quick puppy breaths, then slow sleepy ones.', breathPattern: { inhale: 4, hold: 2, exhale: 6 } },
  { title: 'Starfish Hand Breathing', category: 'breathing-buddies', kind: 'audio', accessLevel: 'paid', file: PAID_RAIN, ageRanges: ['5-7', '8-10'], feelings: ['focused', 'calm'], description: 'Trace your starfish hand as you breathe.', breathPattern: { inhale: 4, hold: 4, exhale: 4 } },
  { title: 'Dragon Breath', category: 'breathing-buddies', subCategory: 'belly-breathing', kind: 'video', accessLevel: 'paid', file: PAID_VIDEO, ageRanges: ['8-10'], feelings: ['confident', 'active'], description: 'Breathe out like a friendly dragon.' },
  { title: 'When I Feel Big Feelings', category: 'calm-corner', kind: 'audio', accessLevel: 'free', file: FREE_TONES, ageRanges: ['5-7', '8-10'], feelings: ['calm', 'thoughtful'], description: 'Name a big feeling and let it pass like weather.' },
  { title: 'The Worry Jar', category: 'calm-corner', kind: 'audio', accessLevel: 'paid', file: PAID_WAVES, ageRanges: ['8-10', '11+'], feelings: ['thoughtful', 'calm'], description: 'Put each worry in the jar and close the lid.' },
  { title: 'Rainbow Body Scan', category: 'calm-corner', kind: 'audio', accessLevel: 'paid', file: PAID_WAVES, ageRanges: ['5-7', '8-10'], feelings: ['calm', 'sleepy'], description: 'A colour for every part of your body.' },
  { title: 'Kind Thoughts for Everyone', category: 'calm-corner', kind: 'audio', accessLevel: 'free', file: FREE_NIGHT, ageRanges: ['3-4', '5-7'], feelings: ['thoughtful', 'confident'], description: 'Send kind thoughts to family, friends and Tate.' },
  { title: 'Floating on the Ocean', category: 'calm-corner', kind: 'audio', accessLevel: 'paid', file: PAID_WAVES, ageRanges: ['8-10', '11+'], feelings: ['calm', 'sleepy'], description: 'Rest on gentle waves and listen to the sea.' },
  { title: 'Superhero Focus', category: 'focus-and-learning', kind: 'audio', accessLevel: 'free', file: FREE_TONES, ageRanges: ['5-7', '8-10'], feelings: ['focused', 'confident'], description: 'Switch on your superhero focus powers.' },
  { title: 'Ready for School', category: 'focus-and-learning', kind: 'audio', accessLevel: 'paid', file: PAID_RAIN, ageRanges: ['5-7'], feelings: ['focused', 'excited'], description: 'A calm start before the school day.' },
  { title: 'The Listening Game', category: 'focus-and-learning', kind: 'audio', accessLevel: 'free', file: FREE_OCEAN, ageRanges: ['3-4', '5-7'], feelings: ['focused', 'active'], description: 'How many sounds can you hear?' },
  { title: 'Brave Like a Lion', category: 'focus-and-learning', kind: 'audio', accessLevel: 'paid', file: PAID_WAVES, ageRanges: ['8-10'], feelings: ['confident', 'excited'], description: 'Stand tall and roar softly like a brave lion.' },
  { title: 'Homework Calm Down', category: 'focus-and-learning', kind: 'audio', accessLevel: 'paid', file: PAID_RAIN, ageRanges: ['8-10', '11+'], feelings: ['focused', 'calm'], description: 'Reset your mind before homework.' },
  { title: 'Under the Sea with Tate', category: 'imagination-adventures', kind: 'audio', accessLevel: 'free', file: FREE_TONES, ageRanges: ['3-4', '5-7'], feelings: ['imaginative', 'excited'], description: 'Swim with turtles and glowing fish.' },
  { title: 'Rocket to the Moon', category: 'imagination-adventures', kind: 'audio', accessLevel: 'paid', file: PAID_WAVES, ageRanges: ['5-7', '8-10'], feelings: ['imaginative', 'excited'], description: 'Count down, blast off and float in space.' },
  { title: 'The Magic Garden', category: 'imagination-adventures', kind: 'audio', accessLevel: 'free', file: FREE_TONES, ageRanges: ['3-4', '5-7'], feelings: ['imaginative', 'calm'], description: 'Plant a seed and watch a magic garden grow.' },
  { title: 'Jungle Yoga Safari', category: 'imagination-adventures', kind: 'audio', accessLevel: 'paid', file: PAID_RAIN, ageRanges: ['5-7', '8-10'], feelings: ['active', 'imaginative'], description: 'Stretch like the animals of the jungle.' },
  { title: 'Dancing Leaves', category: 'imagination-adventures', kind: 'audio', accessLevel: 'free', file: FREE_OCEAN, ageRanges: ['3-4'], feelings: ['active', 'excited'], description: 'Twirl and float like autumn leaves.' },
  { title: 'Your Amazing Teen Brain', category: 'teen-mindset', subCategory: 'teen-brain-basics', kind: 'video', accessLevel: 'free', file: FREE_VIDEO, ageRanges: ['11+'], feelings: ['thoughtful', 'focused'], description: 'What happens in the brain during the teen years.' },
  { title: 'Calm Before the Test', category: 'teen-mindset', kind: 'audio', accessLevel: 'paid', file: PAID_RAIN, ageRanges: ['11+'], feelings: ['focused', 'confident'], description: 'Steady breathing for exam nerves.' },
  { title: 'Reset After a Long Day', category: 'teen-mindset', kind: 'audio', accessLevel: 'paid', file: PAID_WAVES, ageRanges: ['11+'], feelings: ['calm', 'thoughtful'], description: 'Let the day go and come back to yourself.' },
];
