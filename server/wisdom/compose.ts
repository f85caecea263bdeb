import { type ChatTurn, type Passage, personaName } from "./engine.ts";
import { type MessageAnalysis, summaryKey, type Theme, themeLabels } from "./themes.ts";

/**
 * The built-in persona's voice (ISSUE 4): a warm, humble contemplative guide who points to the
 * texts. Every reply is assembled from the analysis and the retrieved passages; the seed only
 * chooses among phrasings, so the same input always gives the same reply.
 *
 * Rules the wording keeps (SPEC 1, ISSUE 4):
 * - Double quotation marks only ever hold a whole KJV verse as stored, written `"text" - Reference`,
 *   so every quotation verifies against the archive.
 * - Lotus Sutra and Gosho entries are our summaries: introduced as summaries, never in quotation
 *   marks, always with their full reference so the client can link them.
 * - The guide never speaks as Jesus or the Buddha, and makes no medical, financial or
 *   guaranteed-outcome claims.
 */

/** The parts of the Bible a verse can come from, for a word about its setting. */
export type BibleSection =
  | "law"
  | "history"
  | "wisdom"
  | "psalms"
  | "prophets"
  | "gospels"
  | "acts"
  | "letters"
  | "revelation";

/** Where a book (1 Genesis ... 66 Revelation, the KJV's canonical order) sits in the Bible. */
export function bibleSection(bookNumber: number): BibleSection {
  if (bookNumber <= 5) return "law";
  if (bookNumber <= 17) return "history";
  if (bookNumber === 19) return "psalms";
  if (bookNumber <= 22) return "wisdom";
  if (bookNumber <= 39) return "prophets";
  if (bookNumber <= 43) return "gospels";
  if (bookNumber === 44) return "acts";
  if (bookNumber <= 65) return "letters";
  return "revelation";
}

/** The passage a scripture-archive request brought, as the archive stores it. */
export type RequestedPassage = {
  passage: Passage;
  /** For a verse, the part of the Bible it comes from. */
  section: BibleSection | null;
  /** For a verse, the next verse of its chapter, offered as the passage to carry away. */
  following: Passage | null;
};

export type ComposeInput = {
  analysis: MessageAnalysis;
  /** Retrieved for this message, best first within each source. */
  passages: readonly Passage[];
  history: readonly ChatTurn[];
  /** Chooses among phrasings; any integer. */
  seed: number;
  /** For a scripture request whose reference the corpus holds. */
  requested?: RequestedPassage | null;
};

type Voice = {
  /** How the Christian scriptures meet the theme. */
  christian: readonly string[];
  /** How the Lotus Sutra and Nichiren's writings meet it. */
  buddhist: readonly string[];
  /** What the two share, for comparisons. */
  common: readonly string[];
  /** Concrete practices, each a closing paragraph of its own. */
  practices: readonly string[];
};

const voices: Readonly<Record<Theme | "general", Voice>> = {
  grief: {
    christian: [
      "Scripture never asks the grieving to hurry. Jesus wept at the grave of his friend Lazarus, and whole psalms are laments; sorrow is not a failure of faith but love that has lost its object, held in the presence of a God who draws near to the broken-hearted.",
      "In the Christian story grief is honoured rather than hidden: the psalmists cry out, Jesus weeps, and the promise is not that tears are forbidden but that one day they will be wiped away.",
    ],
    buddhist: [
      "Buddhism speaks plainly of impermanence, yet its tradition is full of tenderness toward loss. Nichiren's letters to widows and bereaved parents do not argue away their tears; they keep company with them and assure them that the bond with the one they lost is not broken.",
      "In the Lotus Sutra even the Buddha's passing is described as a skilful means that awakens longing in those left behind. Grief, in this light, need not be suppressed: it can become the place where a deeper seeking begins.",
    ],
    common: [
      "Neither tradition rushes grief, and both insist that love is not cancelled by death. Sorrow is allowed its full season, held by something larger than ourselves, and slowly turned toward tenderness for others who mourn.",
      "Both paths let the tears fall and keep loving: the Christian waits in the hope of resurrection, the Buddhist trusts that the bond of life continues, and each treats grief as love, not as a problem to solve.",
    ],
    practices: [
      "*A practice for today:* set aside ten quiet minutes to write a few lines to the one you miss, naming one thing you are grateful for in them. Read it aloud, then sit in silence for a few breaths before you go on with your day.",
      "*A practice for this week:* light a candle at the same hour each evening, speak the name of the one you have lost, and let whatever comes (tears, memories, a prayer or a chant) have its time without judging it.",
      "*A practice for today:* tell one trusted person a story about the one you miss. Grief carried alone grows heavy; grief shared becomes remembrance.",
    ],
  },
  fear: {
    christian: [
      "Again and again the Bible tells its people not to be afraid, and almost always it gives a reason: not that danger is unreal, but that they do not face it alone. Jesus pointed to the birds and the lilies to loosen tomorrow's grip on today.",
      "The Christian answer to anxiety is less a technique than a relationship: bring each worry into prayer, with thanksgiving, and let a peace beyond understanding stand guard over the heart and mind.",
    ],
    buddhist: [
      "Buddhism notices how much of our fear lives in stories the mind tells about what might come. The Lotus Sutra pictures a bodhisattva, the Perceiver of the World's Sounds, called the giver of fearlessness: a compassion that hears every cry.",
      "Nichiren never mocked fear, but he met it with courage. Writing to frightened followers, he urged them to take up the heart of a lion, facing hardship rather than fleeing it, one step at a time.",
    ],
    common: [
      "Both traditions meet fear not by denying danger but by widening the frame: a present God who holds tomorrow, a Buddha nature no storm can reach. Each brings you back to this moment, where courage is actually possible.",
      "Christian trust and Buddhist fearlessness are cousins: neither pretends the storm is not there, and both say you are larger than what frightens you and are not alone in it.",
    ],
    practices: [
      "*A practice for today:* when worry rises, breathe in for a count of four, hold for four, breathe out for four and hold for four, three or four times. Then name one thing you can do today, and one thing you can leave in larger hands.",
      "*A practice for this week:* each evening, write down the worries of the day, and beside each one write either a small next step or the words *not mine to carry tonight*.",
      "*A practice for today:* choose one short line to return to whenever fear rises (a verse, a prayer, or the daimoku if that is your practice) and repeat it slowly, letting each out-breath be a little longer than the last.",
    ],
  },
  anger: {
    christian: [
      "The Bible does not pretend anger away. It allows that we will be angry, but asks that anger not turn into sin or be carried past sundown, and it praises slowness to anger as a strength greater than taking a city.",
      "Jesus overturned the tables in the temple, yet he also taught that the heart's hidden anger matters as much as the deed. The Christian way is to bring anger into the light, name it honestly, and let it be transformed rather than fed.",
    ],
    buddhist: [
      "Buddhism counts anger among the three poisons, with greed and foolishness. It is not condemned so much as understood, and Nichiren often spoke of changing poison into medicine: seen clearly, anger's heat can be turned toward good.",
      "The Lotus Sutra tells of the Bodhisattva Never Disparaging, who was cursed and struck with sticks and stones yet kept bowing to those who attacked him. His patience was not weakness but a refusal to let another's anger decide his own heart.",
    ],
    common: [
      "Both traditions take anger seriously without obeying it. Slowness to wrath and the turning of poison into medicine describe the same work: letting anger's energy cool into understanding and turn toward what is just and kind.",
      "Neither path asks you to feel nothing. Both ask you to notice the fire before it speaks for you, and to let it serve justice and love rather than harm.",
    ],
    practices: [
      "*A practice for today:* when anger rises, pause before you speak and take three slow breaths, feeling your feet on the floor. Then ask what the anger is protecting, and whether there is a calmer way to protect it.",
      "*A practice for this week:* write the angry letter you will not send. Read it once, notice what hurt lies underneath, then tear it up and pray or chant for the person named in it, even briefly.",
      "*A practice for today:* before the sun goes down, name one resentment you are carrying and choose one small step toward peace: a kind word, an honest conversation, or simply not rehearsing the grievance tonight.",
    ],
  },
  forgiveness: {
    christian: [
      "Forgiveness sits at the heart of the prayer Jesus taught, where receiving mercy and giving it are bound together. When Peter asked how often he must forgive, the answer was beyond counting, and from the cross came a prayer for those who did not know what they did.",
      "In Christian teaching, forgiving is not pretending the wrong did not happen. It is releasing the debt, leaving judgment to God and refusing to let the hurt write the rest of your story; it can take a long time, and trust may be rebuilt more slowly still.",
    ],
    buddhist: [
      "The Lotus Sutra makes a startling claim in its Devadatta chapter: the cousin who tried to harm the Buddha is remembered as a teacher who helped the Buddha's practice, and he too is promised Buddhahood. No one is beyond the reach of awakening.",
      "Buddhism approaches forgiveness through understanding: those who harm us are themselves caught in suffering and delusion. Letting go of resentment frees our own heart first, and it never requires staying in harm's way.",
    ],
    common: [
      "Both paths loosen the grip of resentment without calling wrong right. Forgiveness is offered for the sake of freedom and healing, and it never requires staying in danger or keeping silent about harm.",
      "Christian mercy and Buddhist understanding meet here: the one who wronged you is more than the wrong, and so are you. Both traditions let forgiveness be a road walked slowly, not a feeling demanded at once.",
    ],
    practices: [
      "*A practice for today:* bring to mind someone you find hard to forgive. Without excusing anything, silently wish them freedom from whatever suffering drove them, and notice what loosens in you.",
      "*A practice for this week:* write the name of the hurt on a slip of paper, hold it in prayer or chanting each morning, and ask only for the willingness to forgive, not for the feeling itself.",
      "*A practice for today:* if there is someone you have hurt, consider a simple, sincere apology with no explanations attached; forgiveness flows both ways.",
    ],
  },
  purpose: {
    christian: [
      "The Bible speaks of each life as intended: a workmanship prepared for good works, with a season for every purpose under heaven. Purpose is found less by searching for a grand plan than by loving faithfully where you have been placed.",
      "Jesus called ordinary fishermen to a new purpose and told his listeners they were the light of the world. In the Christian view, meaning is a calling received: to love God and neighbour in the particular life you have.",
    ],
    buddhist: [
      "The Lotus Sutra teaches that Buddhas appear in the world for one great purpose: to open the Buddha's wisdom to all living beings. Every life carries the potential for awakening, and helping others awaken is the deepest purpose there is.",
      "Nichiren taught that Buddhahood is not found somewhere outside ordinary life but within it, like a clouded mirror that, polished, reflects clearly. Purpose is uncovered by polishing the life you already have.",
    ],
    common: [
      "Both traditions place purpose not in achievement but in awakening and love: becoming who you truly are, for the good of others. Meaning grows from faithful small acts as much as from great decisions.",
      "A calling from God and a vow to awaken with others sound different, but both say your life is not an accident and that it finds its meaning in being given.",
    ],
    practices: [
      "*A practice for today:* write down three moments from the past month when you felt most alive and most useful to someone. Look at what they share; that thread is worth following.",
      "*A practice for this week:* each morning ask, *Whom can I serve today?*, and each evening note one moment when you did. Purpose often shows itself in hindsight.",
      "*A practice for today:* sit quietly for five minutes and offer your day, as it is, to something greater than yourself; then do the next small task as though it mattered, because it does.",
    ],
  },
  gratitude: {
    christian: [
      "Scripture asks for thanks in everything, not for everything: gratitude is not a denial of hardship but a way of noticing the good gifts that still come from above on hard days.",
      "The Psalms return again and again to thanksgiving for a goodness and mercy that endure. Gratitude, in the Christian life, turns the heart from what is missing to the Giver who is present.",
    ],
    buddhist: [
      "Nichiren wrote at length about repaying debts of gratitude: to parents, teachers, all living beings and the three treasures. For him gratitude is not only a feeling but a way of living that repays what we have received.",
      "Buddhism sees every life as woven from countless others: our food, shelter and learning all reach us through others' labour. Gratitude is simply seeing clearly how much we have been given.",
    ],
    common: [
      "Both traditions treat gratitude as a way of seeing: the Christian gives thanks to the Giver of every good gift, the Buddhist recognises the web of kindness that sustains each life. Either way, a grateful heart becomes a generous one.",
      "Thanksgiving and the repaying of debts of gratitude point the same way: away from what we lack, toward what we have been given, and on to what we can give.",
    ],
    practices: [
      "*A practice for today:* before you sleep, name three specific things you received today and from whom. Let one of them become a thank-you you say aloud tomorrow.",
      "*A practice for this week:* write a short letter to a parent, teacher or friend, thanking them for something particular they gave you, and deliver it if you can.",
      "*A practice for today:* at your next meal, pause for a few breaths and think of the many hands that brought the food to you, and give thanks.",
    ],
  },
  love: {
    christian: [
      "In the Christian scriptures love is patient and kind, and God is love itself. Jesus summed up the whole law in loving God and neighbour, and showed its depth by laying down his life for his friends.",
      "Christian love is less a feeling than a choice to seek another's good: it bears, believes, hopes and endures. It is first received, since we love because we were first loved, and then given away.",
    ],
    buddhist: [
      "Buddhism speaks of loving-kindness and compassion: the wish that others be happy and free from suffering. The Lotus Sutra pictures the Buddha as a parent who cares for all beings as his own children.",
      "In the Lotus Sutra's parable of the burning house, a father's love is so practical that he meets his children where they are, in their games, to bring them out to safety. Love there is wise as well as warm.",
    ],
    common: [
      "Both traditions describe love as wishing the good of the other without condition. Christians call it charity, Buddhists loving-kindness and compassion; both say it grows by practice and reaches even those who are hard to love.",
      "Whether it is named charity or compassion, both paths say love is proven in deeds, starts with the one in front of you, and has no outer edge.",
    ],
    practices: [
      "*A practice for today:* choose one person and do something kind for them quietly, expecting nothing back.",
      "*A practice for this week:* each morning, silently wish well to someone you love, someone you hardly know and someone you find difficult: *may you be well, may you be at peace*.",
      "*A practice for today:* read 1 Corinthians 13 slowly and, wherever it says *charity*, put your own name; notice where love is asking you to grow.",
    ],
  },
  suffering: {
    christian: [
      "The Bible does not explain suffering away: Job protests, the psalmists lament and Jesus cries out on the cross. Yet it dares to say that tribulation can work patience and hope, and that no suffering lies beyond God's presence.",
      "Jesus invites the weary and heavy laden to come to him and find rest. The Christian hope is not a life without trouble but a presence within it, and a promise that present suffering is not the last word.",
    ],
    buddhist: [
      "Buddhism begins with suffering: the first noble truth names it honestly, and the path that follows is about its causes and its end. The Lotus Sutra pictures our world as a burning house, and the Buddha as a parent determined to lead everyone out.",
      "Nichiren, who knew exile and persecution, taught that hardship can be transformed, as surely as winter turns to spring. Suffering is not good in itself, but it need not be wasted.",
    ],
    common: [
      "Both traditions face suffering with open eyes and refuse to let it have the final word. Each asks us to stay present to pain, our own and others', and trusts that it can be transformed into compassion.",
      "Neither path calls suffering good, and neither looks away from it. Both walk through it toward something larger: resurrection hope for the Christian, awakening for the Buddhist, and company along the way for both.",
    ],
    practices: [
      "*A practice for today:* sit for five minutes, breathe slowly, and name what hurts without arguing with it; then place a hand on your heart and offer yourself the kindness you would offer a friend.",
      "*A practice for this week:* each day, do one small thing that eases someone else's burden, however slightly. Shared suffering becomes compassion.",
      "*A practice for today:* write down what you are carrying and, beside it, one source of strength you still have; then pray or chant with both in view.",
    ],
  },
  impermanence: {
    christian: [
      "The Bible is frank about our mortality: our days are like grass, and wisdom begins in learning to number them. Yet it speaks of death swallowed up in victory, and of a house with many rooms prepared for us.",
      "For Christians death is real but not final. The resurrection of Jesus grounds a hope that love outlasts the grave, so that life can be lived freely rather than in fear of its end.",
    ],
    buddhist: [
      "Impermanence is one of Buddhism's central insights: all that arises passes away. Seen clearly, this is not a cause for despair but an invitation to cherish each moment and loosen our grip on what cannot be held.",
      "In the Lotus Sutra's Life Span chapter the Buddha reveals that his life is immeasurable and that even his passing is a skilful means; Nichiren taught that life and death are two workings of the same Law.",
    ],
    common: [
      "Both traditions say that death is not the end of the story, and that remembering our mortality can make us more loving, not less. Each asks us to receive today as a gift.",
      "Resurrection and the eternal life of the Law are different teachings, but both meet the fear of death with a larger life, and both ask us to live this one awake.",
    ],
    practices: [
      "*A practice for today:* take a slow walk and notice what is changing around you (the light, the leaves, your own breath), and let each change remind you to cherish what is here now.",
      "*A practice for this week:* ask yourself each evening, *If this were my last week, what would I want to have said or done today?* Then do one such thing tomorrow.",
      "*A practice for today:* sit quietly and remember someone who has died whose life blessed yours; give thanks for them and carry one of their qualities into your day.",
    ],
  },
  prayer: {
    christian: [
      "Jesus taught that prayer need not be long or showy: go into a quiet room, shut the door, and speak to the Father who sees in secret. Stillness itself can be prayer, a way of knowing God without many words.",
      "Christian prayer runs from the psalmists' honest cries to silent contemplation. The call to pray without ceasing suggests prayer is less an event than a steady turning of the heart toward God.",
    ],
    buddhist: [
      "In Nichiren Buddhism the central practice is chanting Nam-myoho-renge-kyo, the title of the Lotus Sutra, which Nichiren compared to polishing a clouded mirror until it reflects clearly.",
      "Buddhist meditation trains attention: returning, again and again, to the breath or the chant, and watching thoughts arise and pass without being carried away by them.",
    ],
    common: [
      "Both traditions teach that prayer and meditation are less about finding the right words than about turning toward what is deepest, steadily and humbly, day after day.",
      "Whether it is called prayer, chanting or meditation, both paths ask for faithfulness more than feeling: a daily return, with whatever heart you have that day.",
    ],
    practices: [
      "*A practice for today:* try four rounds of box breathing (in for four, hold for four, out for four, hold for four), then sit in silence for two minutes, offering whatever arises as your prayer.",
      "*A practice for this week:* choose the same time and place each day for ten minutes of prayer, chanting or silent sitting. Keeping the time matters more than how it feels.",
      "*A practice for today:* pray one psalm slowly, pausing after each line to breathe, and let one phrase stay with you through the day.",
    ],
  },
  peace: {
    christian: [
      "Jesus left his followers a peace unlike the world's: not the absence of trouble but a steadiness of heart. Scripture promises perfect peace to the mind that is stayed on God.",
      "Biblical peace, shalom, means wholeness: right relationship with God, with others and within. Blessed are the peacemakers, who carry that wholeness into the world.",
    ],
    buddhist: [
      "Buddhism teaches that peace comes as the restless mind settles, the way silt settles in still water. The Lotus Sutra's chapter on peaceful practices describes a life of patience, gentle speech and a heart free of envy.",
      "Nichiren taught that personal peace and the peace of society cannot be separated: lasting peace begins in the hearts of the people who make up a land.",
    ],
    common: [
      "Both traditions see peace as something received within and carried outward: a stilled heart becomes a peacemaking life.",
      "The peace that passes understanding and the calm of a settled mind are described in different words, but both are practised daily, and both overflow into how we treat others.",
    ],
    practices: [
      "*A practice for today:* spend five minutes in silence, breathing slowly; with each out-breath, silently say *peace*, and let your shoulders drop.",
      "*A practice for this week:* choose one relationship where there is tension and take one small step toward peace: a message, an apology or a kind word.",
      "*A practice for today:* before you check the news or your messages tomorrow, give the first five minutes of the day to stillness, prayer or chanting.",
    ],
  },
  faith: {
    christian: [
      "The Bible honours honest doubt. A father cried out to Jesus that he believed and asked for help with his unbelief, and he was not turned away. Faith is trust in what is hoped for, not the absence of questions.",
      "In the Christian tradition faith is trust more than certainty: leaning not on your own understanding, walking by faith rather than by sight. Faith as small as a mustard seed is enough to begin.",
    ],
    buddhist: [
      "Nichiren called faith the thread that runs through all practice, tested in daily life. Even the Lotus Sutra notes that Shariputra, the wisest of the disciples, entered its teaching through faith rather than his intellect.",
      "Buddhism invites you to test the teaching in your own experience. Doubt held honestly can deepen practice, like the disciples in the Lotus Sutra who doubted they could become Buddhas and found the potential had been theirs all along.",
    ],
    common: [
      "Both traditions treat faith as a living trust that grows through practice, and both make room for questions. Doubt honestly faced is often the doorway to a deeper faith.",
      "Neither path asks you to switch off your mind. Both say faith is tested and strengthened in living it, one day and one question at a time.",
    ],
    practices: [
      "*A practice for today:* write down your biggest question about faith, without trying to answer it. Then sit with it for five minutes in silence, asking for light rather than certainty.",
      "*A practice for this week:* each day, act on your faith in one small way (a prayer, a chant, a kindness) and notice at the end of the week what it has changed.",
      "*A practice for today:* talk with someone whose faith you respect about a doubt you carry; faith grows stronger in company.",
    ],
  },
  compassion: {
    christian: [
      "Jesus told of a Samaritan who had compassion on a stranger left for dead, and taught that whatever is done for the least of his brothers and sisters is done for him. Mercy is the family likeness of God.",
      "The Christian life is a call to bear one another's burdens and to be merciful as the Father is merciful. Compassion is not only feeling for others but acting with them.",
    ],
    buddhist: [
      "Compassion is the heart of the bodhisattva way. The Lotus Sutra's Perceiver of the World's Sounds hears every cry and takes whatever form will help; the bodhisattva vows to work for the awakening of all beings.",
      "The Bodhisattva Never Disparaging bowed to everyone he met, honouring the Buddha nature in each, even those who mocked him. Compassion in the Lotus Sutra begins with seeing the worth of every life.",
    ],
    common: [
      "Christ's mercy and the bodhisattva's compassion point the same way: toward the one in front of you, especially the one who suffers. Both traditions say compassion is proven in deeds.",
      "The Good Samaritan and the bodhisattva who hears the world's cries are close kin: both stop, both see, and both act.",
    ],
    practices: [
      "*A practice for today:* notice one person who seems to be struggling and offer them something concrete: your time, a meal, a message or your full attention.",
      "*A practice for this week:* as you pass people each day, silently wish them well: *may you be free from suffering*. Notice how it changes the way you see them.",
      "*A practice for today:* remember that compassion includes you. Speak to yourself once today as kindly as you would speak to a friend in pain.",
    ],
  },
  loneliness: {
    christian: [
      "The Bible knows loneliness well: psalmists cry out from isolation, and Jesus was left alone by his friends in Gethsemane. Yet its most repeated promise is presence, that God will never leave you nor forsake you.",
      "Scripture says God sets the solitary in families, and the first Christians broke bread together from house to house. No one is meant to be alone, and community is part of God's answer.",
    ],
    buddhist: [
      "In the Lotus Sutra's parable of the physician, the children feel alone when their father seems gone, and that very loneliness wakes them to take the medicine he left; he was never truly absent.",
      "Nichiren wrote often to followers isolated by exile, widowhood or distance, assuring them they were not alone, and urged his community to be many in body but one in mind.",
    ],
    common: [
      "Both traditions insist that we are held even when we feel alone, and both call us toward community: a church, a sangha, a circle of friends. Loneliness is a real pain, and also a call to connection.",
      "Neither path treats loneliness as a weakness. Both answer it with presence, divine and human, and with a community to belong to.",
    ],
    practices: [
      "*A practice for today:* reach out to one person, even briefly: a message, a call, a greeting to a neighbour. Connection often begins with the smallest step.",
      "*A practice for this week:* go to one place of gathering (a service, a meditation group, a class or a volunteer shift) and let yourself simply be among others.",
      "*A practice for today:* sit quietly and remember that, as you breathe, countless others are breathing too, some feeling just as alone. Send them a silent blessing.",
    ],
  },
  hope: {
    christian: [
      "Scripture calls God the God of hope and promises that those who wait on the Lord will renew their strength. Christian hope is not wishful thinking but trust that mercies are new every morning.",
      "The Bible's stories are full of hopeless moments turned: exile ending in homecoming, a tomb found empty. Hope is the conviction that the present darkness is not the end.",
    ],
    buddhist: [
      "Nichiren wrote to a widow raising children alone that winter always turns to spring: however harsh the season, it never fails to give way. Hope, in his letters, rests on steady practice and faith.",
      "The Lotus Sutra's parable of the phantom city tells of a guide who conjures a resting place so exhausted travellers will not give up, then tells them the treasure is close at hand.",
    ],
    common: [
      "Both traditions ground hope not in circumstances but in something deeper: God's faithfulness, the Buddha nature within. Each asks us to take the next step before we can see the whole way.",
      "Spring after winter and morning after night are images both traditions love, because both know that hope is practised in the dark before it is seen in the light.",
    ],
    practices: [
      "*A practice for today:* write down one thing in your past that seemed hopeless but changed, and keep the note where you will see it.",
      "*A practice for this week:* each morning, name one small thing you look forward to, and each evening one sign of life you noticed.",
      "*A practice for today:* when discouragement comes, take one concrete step, however small, toward what you hope for; hope grows by being acted on.",
    ],
  },
  guilt: {
    christian: [
      "The Bible takes wrongdoing seriously but never leaves us in it: confession meets a faithful God who forgives and cleanses, and there is no condemnation for those in Christ. Guilt is meant to lead home, not to settle into shame.",
      "The prodigal son rehearsed a speech about his unworthiness, but his father ran to meet him before he could finish it. In the Christian story, shame is answered by a welcome.",
    ],
    buddhist: [
      "Buddhism sees our actions as causes with effects, not as a verdict on who we are, and causes can be changed. Nichiren compared the hardships through which a life is changed to iron heated and hammered into a fine blade.",
      "In the Lotus Sutra a poor son long thought himself only a hired labourer, until his father declared him heir to everything. Shame is the mistaken belief that we are less than we are.",
    ],
    common: [
      "Both traditions separate the deed from the person: wrongs are named and repaired, but no one is reduced to their worst moment. Each offers a road from regret to renewal.",
      "The prodigal son of the Gospel and the poor son of the Lotus Sutra are strikingly alike: both think themselves unworthy, and both are welcomed home as heirs.",
    ],
    practices: [
      "*A practice for today:* write down plainly what you regret. Then write one step of repair you can take, and one sentence of forgiveness you would offer a friend who had done the same.",
      "*A practice for this week:* each evening, look back over the day honestly, name what you regret and what you are grateful for, then let it go in prayer or chanting and begin fresh tomorrow.",
      "*A practice for today:* if someone was harmed, consider how you might make amends; if no one can be reached, do a kindness for someone else in the same spirit.",
    ],
  },
  patience: {
    christian: [
      "Scripture urges us not to grow weary in doing good, for in due season we shall reap if we do not give up. Patience is a fruit of the Spirit: it grows slowly, like everything alive.",
      "The Bible pictures faith as a race run with patience. Near the end of his life Paul could say he had finished the course and kept the faith; perseverance is faithfulness, one day at a time.",
    ],
    buddhist: [
      "Nichiren told of carp trying to leap the waterfall called the Dragon Gate: few succeed, but those who do become dragons. He urged his followers to keep going to the end, like a traveller who does not stop just short of the destination.",
      "Patience is one of the bodhisattva's perfections. The Lotus Sutra asks its practitioners to be patient, gentle and calm, even when they are not understood.",
    ],
    common: [
      "Both traditions treat perseverance as a spiritual practice in itself: steady effort, renewed each day, without needing to see the harvest yet.",
      "The race run with patience and the carp climbing the falls are different pictures of one truth: what matters most is not giving up at the last step.",
    ],
    practices: [
      "*A practice for today:* choose one task you have been avoiding and give it fifteen focused minutes, no more. Then stop and acknowledge the step you took.",
      "*A practice for this week:* keep one small daily practice (five minutes of prayer, chanting or silence) at the same time each day, and mark each day you keep it.",
      "*A practice for today:* when impatience rises, take three slow breaths and ask whether this will matter in a year; then act from that longer view.",
    ],
  },
  joy: {
    christian: [
      "The Bible is full of joy: rejoicing in the Lord always, a day the Lord has made, the joy of the Lord as strength. Christian joy runs deeper than happiness; it can live alongside sorrow because it rests on God's presence.",
      "Jesus spoke of his joy remaining in his followers so that their joy might be full. In the Christian life joy is received, and then shared.",
    ],
    buddhist: [
      "The Lotus Sutra's chapter on responding with joy says that simply rejoicing on hearing the teaching, and passing it on, brings benefit beyond measure; joy grows as it is shared.",
      "Nichiren taught Shijo Kingo, who was under great pressure, that true happiness is found in the midst of ordinary life: suffering what there is to suffer, enjoying what there is to enjoy, and keeping faith through both.",
    ],
    common: [
      "Both traditions see joy not as the absence of trouble but as a fruit of faith and practice, and both say it multiplies when it is shared.",
      "Christian rejoicing and Buddhist joy in the teaching both begin in gratitude and end in giving; neither depends on everything going well.",
    ],
    practices: [
      "*A practice for today:* share something good with someone else (a piece of news, a kindness, a laugh). Joy grows in the giving.",
      "*A practice for this week:* end each day by naming one moment of joy, however small, and giving thanks for it.",
      "*A practice for today:* do one thing simply because it delights you, and offer your enjoyment of it as a prayer of thanks.",
    ],
  },
  wisdom: {
    christian: [
      "Scripture invites anyone who lacks wisdom to ask God, who gives generously. Biblical wisdom begins in reverence and shows itself in a good life more than in clever words.",
      "Jesus taught in parables that need pondering, and promised that the truth would make his hearers free. In the Christian view wisdom is practical: a lamp for the next step rather than a map of the whole road.",
    ],
    buddhist: [
      "In the Lotus Sutra the wisdom of the Buddhas is deep beyond measure, yet the whole purpose of the teaching is to open that wisdom to every living being. Wisdom is not for a few.",
      "Nichiren compared the deluded mind to a clouded mirror and practice to polishing it until it reflects clearly. Wisdom, for him, is the clarity that comes from steady practice.",
    ],
    common: [
      "Both traditions treat wisdom as more than knowledge: a clear and loving way of seeing, received through prayer or practice and proven in how we live.",
      "A lamp for the next step and a mirror polished clear are two images of the same gift: enough light to act well today.",
    ],
    practices: [
      "*A practice for today:* before a decision, sit quietly for five minutes and ask for clarity; then write down what the most loving choice would be, and what fear would choose. Notice the difference.",
      "*A practice for this week:* read one short passage each morning, a verse or a paragraph of a Gosho, and carry one question from it through the day.",
      "*A practice for today:* seek counsel from someone you trust and listen more than you speak; wisdom often arrives through others.",
    ],
  },
  relationships: {
    christian: [
      "The Bible speaks of family and friendship with realism: Ruth's loyalty, the friendship of David and Jonathan, brothers who wound and are reconciled. Love in relationships is patient, kind and ready to forgive.",
      "Scripture honours father and mother, asks spouses to love one another self-givingly and reminds us that a friend loves at all times. Our closest relationships are a daily school of love.",
    ],
    buddhist: [
      "The Lotus Sutra tells of two sons who, with patience and respect, led their father to the Buddha's teaching, and Nichiren used the story to encourage brothers whose father opposed their faith.",
      "Nichiren advised a young follower to greet a friend met many times in a day as warmly as a guest from afar, and to smile at his parents even when they were unreasonable. Relationships are where practice becomes real.",
    ],
    common: [
      "Both traditions see our closest relationships as the proving ground of faith, where patience, forgiveness and respect are learned in practice rather than in theory.",
      "Neither path asks for perfect families. Both ask for faithfulness, honesty and respect, and both trust that love patiently practised can change a household.",
    ],
    practices: [
      "*A practice for today:* give one person close to you your full attention for ten minutes: no phone, no fixing, just listening.",
      "*A practice for this week:* pray or chant each day for someone in your family or circle you find difficult, wishing them real happiness.",
      "*A practice for today:* write down one thing you appreciate about someone close to you, and tell them.",
    ],
  },
  work: {
    christian: [
      "Jesus warned that where our treasure is, our heart will be also, and the first letter to Timothy calls the love of money, not money itself, the root of all evil. The Bible honours honest work and generosity while warning against letting possessions possess us.",
      "Scripture asks that whatever we do be done heartily, as for the Lord, and it praises contentment in plenty and in want. Work can be an offering, and money a tool for love rather than a master.",
    ],
    buddhist: [
      "Nichiren wrote to Shijo Kingo that treasures of the heart are the most valuable of all, above treasures of the storehouse and even of the body. Buddhism does not despise livelihood; right livelihood is part of the Eightfold Path.",
      "In the Lotus Sutra a poor man labours for food and clothing, never knowing a priceless jewel was sewn into his robe all along. Our deepest wealth is easy to overlook in the struggle to get by.",
    ],
    common: [
      "Both traditions honour honest work and warn against greed, and both place true wealth in the heart: treasure in heaven for the Christian, treasures of the heart for Nichiren.",
      "Neither path despises money or work; both ask what they serve. Used with generosity and contentment, they become part of a spiritual life rather than a rival to it.",
    ],
    practices: [
      "*A practice for today:* before a purchase or a money decision, pause for three breaths and ask whether it serves what you value most.",
      "*A practice for this week:* give something away (money, time or a possession) quietly and freely, and notice how it loosens worry's grip.",
      "*A practice for today:* at the end of the working day, name one way your work served someone else, however small, and give thanks for it.",
    ],
  },
  general: {
    christian: [
      "At the heart of the Christian scriptures is a God who draws near. Jesus taught that loving God with all your heart and your neighbour as yourself is the whole of the law.",
      "The Bible is a long story of a God who seeks people out, in gardens, deserts and city streets, and invites them into a life of love, mercy and humility.",
    ],
    buddhist: [
      "At the heart of the Lotus Sutra is the teaching that every living being can become a Buddha: the potential for awakening is already within us, like a jewel sewn into a robe.",
      "Nichiren taught that Buddhahood is found not in some distant place but in ordinary life, polished by steady practice like a mirror until it shines.",
    ],
    common: [
      "Both traditions call us to wake up to a deeper life, Christ's love and the Buddha's compassion, and to let it show in how we treat one another.",
      "The language differs, grace on one side and awakening on the other, but both paths ask for humility, love for others and a daily practice of the heart.",
    ],
    practices: [
      "*A practice for today:* spend five quiet minutes with one of the passages above, reading it slowly twice, and ask which word or phrase is meant for you today.",
      "*A practice for this week:* set a daily time for prayer, chanting or silence, even five minutes, and keep it faithfully for seven days.",
      "*A practice for today:* do one unseen act of kindness, and offer it as your prayer.",
    ],
  },
};

/** Where two traditions part ways, said briefly and fairly in a comparison. */
const differences = [
  "Christianity speaks of a personal God whose grace comes to meet us, while the Lotus Sutra speaks of a Buddha nature awakened within through practice; one emphasises relationship, the other realisation.",
  "The Christian story centres on what God has done in Christ, received in faith; the Lotus Sutra tradition centres on awakening the Buddha nature already present in every life, through faith, practice and study.",
];

/** Themes heavy enough that a personal message about them also gets a word about human help. */
const heavyThemes: ReadonlySet<Theme> = new Set(["grief", "fear", "suffering", "loneliness", "guilt"]);
const careNotes = [
  "If this weight stays with you day after day, please also talk with someone you trust, or a counsellor or doctor; reaching out is a wise and faithful step, not a failure.",
  "You do not have to carry this alone: a trusted friend, a pastor or teacher of your tradition, or a counsellor can walk with you in ways a conversation here cannot.",
];

/** The Bible's setting of a requested verse, in a sentence. */
const sectionNotes: Readonly<Record<BibleSection, string>> = {
  law: "These words come from the books of the Law, where faith is worked out in the details of a people's daily life.",
  history:
    "This verse belongs to Israel's histories, where faith is tested in real events, real families and real failures.",
  wisdom: "It comes from the wisdom books, which turn ordinary life into a school of the heart.",
  psalms: "As a psalm, these words were first a prayer, sung by people who knew both trouble and deliverance.",
  prophets:
    "These are a prophet's words, spoken to a people in crisis, holding honest warning and stubborn hope together.",
  gospels: "This verse comes from the Gospels, the accounts of Jesus' life and teaching.",
  acts: "It comes from Acts, the story of the first Christian communities finding their way.",
  letters: "It comes from the New Testament letters, written to real communities working out how to live their faith.",
  revelation: "It comes from Revelation, a book of visions written to encourage believers under pressure.",
};

/** A 32-bit mix of the seed and a slot number, so each choice in a reply varies independently. */
function mix(seed: number, slot: number): number {
  let hash = (seed ^ Math.imul(slot + 1, 0x9e3779b1)) >>> 0;
  hash = Math.imul(hash ^ (hash >>> 16), 0x85ebca6b);
  hash = Math.imul(hash ^ (hash >>> 13), 0xc2b2ae35);
  return (hash ^ (hash >>> 16)) >>> 0;
}

/** Chooses phrasings for one reply. `fresh` prefers what this conversation has not heard yet. */
function chooser(seed: number, history: readonly ChatTurn[]) {
  let slot = 0;
  const said = history.filter((turn) => turn.role === "assistant").map((turn) => turn.content).join("\n");
  const pick = <T>(options: readonly T[]): T => options[mix(seed, slot++) % options.length];
  const fresh = (options: readonly string[]): string => {
    const unheard = options.filter((option) => !said.includes(option.slice(0, 60)));
    return pick(unheard.length > 0 ? unheard : options);
  };
  return { pick, fresh };
}

type Choose = ReturnType<typeof chooser>;

function bookOf(reference: string): string {
  return reference.replace(/ \d+:\d+(?:-\d+(?::\d+)?)?$/, "");
}

/** A verse exactly as stored, in the form the archive and the citation check use. */
function quoted(verse: Passage): string {
  return `"${verse.text}" - ${verse.reference}`;
}

function verseParagraph(verse: Passage, choose: Choose): string {
  const book = bookOf(verse.reference);
  const lead = choose.pick([
    `In ${book} we read:`,
    `Consider these words from ${book}:`,
    `From ${book}, a verse to sit with:`,
    `${book} puts it simply:`,
  ]);
  return `${lead} ${quoted(verse)}`;
}

/**
 * Our summary as shown in a reply: the index's excerpt without its leading ellipsis or a final
 * half-sentence, and any double quotation marks inside it made single, so nothing in it reads
 * as a quotation of scripture.
 */
function summaryText(text: string): string {
  let clean = text.replace(/^…\s*/, "").replace(/"([^"]*)"/g, "‘$1’").replace(/"/g, "'").trim();
  if (clean.endsWith("…")) {
    const lastStop = Math.max(clean.lastIndexOf(". "), clean.lastIndexOf("; "));
    if (lastStop > clean.length / 3) clean = clean.slice(0, lastStop + 1);
  }
  return clean;
}

function summaryParagraph(passage: Passage, choose: Choose): string {
  const text = summaryText(passage.text);
  if (passage.source === "lotus") {
    return choose.pick([
      `In the Lotus Sutra (${passage.reference}), in summary: ${text}`,
      `The Lotus Sutra takes this up (${passage.reference}). *Summary:* ${text}`,
      `See ${passage.reference}. *Summary:* ${text}`,
    ]);
  }
  return choose.pick([
    `In Nichiren's writings (${passage.reference}), in summary: ${text}`,
    `Nichiren takes this up in ${passage.reference}. *Summary:* ${text}`,
    `See Nichiren's writing ${passage.reference}. *Summary:* ${text}`,
  ]);
}

function label(theme: Theme | undefined): string | null {
  return theme ? themeLabels[theme] : null;
}

/** What the reply calls the visitor's subject: their own phrase in bold, or the theme's name. */
function subjectOf(analysis: MessageAnalysis): string | null {
  if (analysis.topicNamed) return `**${analysis.topic}**`;
  return label(analysis.themes[0]) ?? label(analysis.earlier?.themes[0]);
}

function voiceOf(analysis: MessageAnalysis): Voice {
  const theme = analysis.themes[0];
  return theme ? voices[theme] : voices.general;
}

type Sources = { bible: Passage[]; buddhist: Passage[]; lotus: Passage[]; gosho: Passage[] };

function interleaved<T>(first: readonly T[], second: readonly T[]): T[] {
  return Array.from({ length: Math.max(first.length, second.length) }, (_, i) => [first[i], second[i]])
    .flat().filter((item): item is T => item !== undefined);
}

function sortPassages(passages: readonly Passage[]): Sources {
  const lotus = passages.filter((passage) => passage.source === "lotus");
  const gosho = passages.filter((passage) => passage.source === "gosho");
  return {
    bible: passages.filter((passage) => passage.source === "bible"),
    lotus,
    gosho,
    // One of each before a second of either: a Lotus chapter and a Gosho letter say more together.
    buddhist: interleaved(lotus, gosho),
  };
}

/**
 * The reply's last paragraph (ISSUE 4: hand the visitor something to take away): usually a
 * practice for the theme, sometimes a further verse retrieved but not yet quoted.
 */
function closing(voice: Voice, spare: Passage | undefined, choose: Choose): string {
  if (spare && choose.pick([false, false, true])) {
    return `${choose.pick(["*A passage to carry with you:*", "*To carry with you today:*"])} ${quoted(spare)}`;
  }
  return choose.fresh(voice.practices);
}

/**
 * A sentence that ties this message to the conversation so far, when there is one; `same` says
 * whether it stays on the earlier theme (and so already names it).
 */
function continuity(analysis: MessageAnalysis, choose: Choose): { sentence: string; same: boolean } | null {
  const earlier = analysis.earlier;
  if (!earlier || analysis.intent === "follow-up") return null;
  const before = label(earlier.themes[0]);
  const now = label(analysis.themes[0]);
  if (before && now && earlier.themes.some((theme) => analysis.themes.includes(theme))) {
    const sentence = choose.pick([
      `You come back to ${now}, which we touched on earlier; let's go a little deeper.`,
      `We are still close to ${now}, where our conversation has been.`,
    ]);
    return { sentence, same: true };
  }
  if (before && now) {
    const sentence = choose.pick([
      `From ${before}, you turn now to ${now}.`,
      `Our conversation moves from ${before} to ${now}; the two are closer than they look.`,
    ]);
    return { sentence, same: false };
  }
  return null;
}

/** The tradition a quick prompt asks about. */
function traditionAskedBy(intent: MessageAnalysis["intent"] | undefined): MessageAnalysis["tradition"] {
  return intent === "bible-question" ? "christian" : intent === "buddhism-question" ? "buddhist" : null;
}

function christianSection(analysis: MessageAnalysis, sources: Sources, choose: Choose, verses: number): string[] {
  const paragraphs = [choose.fresh(voiceOf(analysis).christian)];
  const [first, second] = sources.bible;
  if (first) paragraphs.push(verseParagraph(first, choose));
  if (second && verses > 1) {
    paragraphs.push(
      `${choose.pick(["Alongside it:", "And again:", "Another verse holds the same hope:"])} ${quoted(second)}`,
    );
  }
  return paragraphs;
}

function buddhistSection(analysis: MessageAnalysis, sources: Sources, choose: Choose, summaries: number): string[] {
  return [
    choose.fresh(voiceOf(analysis).buddhist),
    ...sources.buddhist.slice(0, summaries).map((passage) => summaryParagraph(passage, choose)),
  ];
}

function openingFor(analysis: MessageAnalysis, choose: Choose): string {
  const subject = subjectOf(analysis);
  const theme = label(analysis.themes[0]);
  switch (analysis.intent) {
    case "bible-question":
      return subject
        ? choose.pick([
          `Here is some of what the Bible says about ${subject}.`,
          `The Bible speaks to ${subject} in many places; here are a few to sit with.`,
          `Scripture has much to say about ${subject}. Let me point you to a few passages.`,
        ])
        : "You have not named a subject yet, so let me begin where the Bible itself keeps returning, and you can tell me where to go next.";
    case "buddhism-question":
      return subject
        ? choose.pick([
          `Buddhism, and the Lotus Sutra tradition of Nichiren in particular, approaches ${subject} like this.`,
          `In the Lotus Sutra and Nichiren's writings, ${subject} is met in a particular way.`,
          `Here is how the Lotus Sutra tradition looks at ${subject}.`,
        ])
        : "You have not named a subject yet, so let me begin with the heart of the Lotus Sutra, and you can tell me where to go next.";
    case "comparison":
      return subject
        ? choose.pick([
          `Let's look at ${subject} from both traditions, with respect for each.`,
          `Here are the Christian and Buddhist views of ${subject} side by side.`,
          `On ${subject}, the two traditions speak different languages with a surprising amount in common.`,
        ])
        : "Let's set the two traditions side by side at their heart; name a subject whenever you like and we can narrow it.";
    case "follow-up":
      return subject
        ? choose.pick([
          `Let's go deeper into ${subject}.`,
          `Gladly; there is more to say about ${subject}.`,
          `Here is another angle on ${subject}.`,
        ]) + (analysis.tradition === traditionAskedBy(analysis.earlier?.intent)
          ? ""
          : analysis.tradition === "buddhist"
          ? " This time from the Buddhist side."
          : analysis.tradition === "christian"
          ? " This time from the Bible."
          : "")
        : "Gladly. Here is more to sit with.";
    default:
      if (analysis.personal && theme && heavyThemes.has(analysis.themes[0])) {
        return choose.pick([
          `I'm sorry you are carrying this. What you describe touches on ${theme}, and it deserves gentleness.`,
          `Thank you for trusting me with this. What you carry touches on ${theme}; it is heavy, and you do not have to hold it alone.`,
          `That sounds hard, and I'm glad you said it. Both traditions have walked this ground of ${theme}.`,
        ]);
      }
      if (theme) {
        return choose.pick([
          `Thank you for bringing this here. It touches on ${theme}, which both the Bible and the Lotus Sutra take seriously.`,
          `Both traditions speak to ${theme} with great care.`,
          `That is worth sitting with. Here is how the texts speak to ${theme}.`,
        ]);
      }
      if (analysis.tradition === "buddhist") {
        return "That belongs to the Lotus Sutra tradition; here is what our summaries of its texts say.";
      }
      if (analysis.tradition === "christian") return "That takes us into the Bible; here is what its own words say.";
      return choose.pick([
        "Thank you for your message. Let me offer what the texts say, and you can tell me where to go deeper.",
        "Let me answer with what the scriptures themselves offer, and you can tell me where to go from here.",
      ]);
  }
}

function careNote(analysis: MessageAnalysis, choose: Choose): string | null {
  return analysis.personal && analysis.themes.some((theme) => heavyThemes.has(theme)) ? choose.pick(careNotes) : null;
}

function teachingReply(analysis: MessageAnalysis, sources: Sources, choose: Choose): string[] {
  const voice = voiceOf(analysis);
  const carried = continuity(analysis, choose);
  // A question that stays on the conversation's theme is already named by the continuity sentence.
  const restatesTheme = carried?.same && (analysis.intent === "question" || analysis.intent === "general");
  const opening = [
    carried?.sentence,
    restatesTheme
      ? analysis.personal && heavyThemes.has(analysis.themes[0])
        ? choose.pick(["I'm sorry you are carrying this.", "Thank you for trusting me with it."])
        : null
      : openingFor(analysis, choose),
  ].filter(Boolean).join(" ");
  const buddhistFirst = analysis.tradition === "buddhist" ||
    (analysis.tradition === null && choose.pick([false, false, true]));
  let body: string[];
  let spare: Passage | undefined;
  if (analysis.intent === "comparison") {
    const [christianView, verse] = christianSection(analysis, sources, choose, 1);
    const [buddhistView, summary] = buddhistSection(analysis, sources, choose, 1);
    body = [
      `**A Christian perspective:** ${christianView}`,
      verse,
      `**A Buddhist perspective:** ${buddhistView}`,
      summary,
      `**Where they differ:** ${choose.pick(differences)}`,
      `**Common ground:** ${choose.fresh(voice.common)}`,
    ].filter((paragraph): paragraph is string => Boolean(paragraph));
    spare = sources.bible[1];
  } else if (buddhistFirst) {
    const bridge = choose.pick([
      "A Christian reader may hear an echo of this in the Bible.",
      "The Bible meets the same place from its own side.",
      "Across the traditions, a verse keeps company with this.",
    ]);
    const verse = sources.bible[0];
    body = [
      ...buddhistSection(analysis, sources, choose, analysis.tradition === "buddhist" ? 2 : 1),
      ...(verse ? [`${bridge} ${quoted(verse)}`] : []),
    ];
    spare = sources.bible[1];
  } else {
    const verses = analysis.tradition === "christian" ? 2 : 1;
    const bridge = choose.pick([
      "The Buddhist tradition arrives somewhere similar by another road.",
      "A Buddhist reader would recognise this too.",
      "The Lotus Sutra tradition offers a companion image.",
    ]);
    const summary = sources.buddhist[0];
    body = [
      ...christianSection(analysis, sources, choose, verses),
      ...(summary ? [`${bridge} ${summaryParagraph(summary, choose)}`] : []),
    ];
    spare = sources.bible[verses];
  }
  return [opening, ...body, careNote(analysis, choose), closing(voice, spare, choose)].filter((
    paragraph,
  ): paragraph is string => Boolean(paragraph));
}

/** Ways into a verse that names no theme of ours: reading it slowly is itself the practice. */
const lectio = [
  "One old way to receive a verse like this is lectio divina: read it slowly, notice the word that catches you, turn it over, and let it become a prayer. Scripture read this way is less a statement to master than a voice to listen to.",
  "A single verse can hold a whole life of meaning. Read it aloud once for its sense, once for the word that stays with you, and once as a prayer of your own.",
];

/**
 * What each Lotus Sutra chapter (by number) is remembered for, in the guide's own words, drawn
 * from our summaries: a scripture request is answered about that very passage, not only its theme.
 */
const lotusHearts: Readonly<Record<number, string>> = {
  1: "light reaching every realm and a memory of Buddhas long past: what follows belongs to an endless lineage, and even a forgetful seeker like Seeking Fame is not left out.",
  2: "the declaration that Buddhas appear for one great purpose, to open the Buddha's own wisdom to every living being, so that even a child's small gesture becomes a seed of awakening.",
  3: "the burning house: a father who meets his children where they are to lead them out of danger, and then gives them more than he promised.",
  4: "the poor son who thought himself a hired hand until he learned he had always been heir to everything, and a father patient enough to wait until he could believe it.",
  5: "one rain falling on every plant alike, each growing in its own way: the teaching is the same for all, and our differences are not a sign of being loved less.",
  6: "hungry guests at a banquet waiting for the word that lets them eat: the promise of awakening given to particular people who had thought it beyond them.",
  7: "the guide who conjures a resting place for exhausted travellers: rest is a real gift, but the treasure lies further on, and closer than we think.",
  8: "the jewel sewn into a sleeping man's robe: the wealth he searched for was with him all along.",
  9: "assurance given to Ananda, Rahula and two thousand others who had hoped in silence: no role, not even the quiet one of listening and remembering, is left out.",
  10:
    "the promise that anyone who hears even one phrase and rejoices for a moment is assured of awakening, and that ordinary people who share the teaching are envoys of the Buddha.",
  11:
    "a great tower rising from the earth to bear witness that the teaching is true, with two Buddhas sharing one seat: the truth rises up right where we stand.",
  12:
    "a double surprise: the Buddha's bitter opponent is honoured as a former teacher and promised Buddhahood, and a young dragon king's daughter awakens at once. No one is shut out.",
  13:
    "vows to share the teaching in a hard age, and the Buddha's assurance to Mahaprajapati and Yashodhara that they have not been forgotten.",
  14:
    "a gentle way of living: patience, calm, kind speech and a heart free of envy, so that both the one who teaches and the one who listens are kept safe.",
  15:
    "countless bodhisattvas rising from beneath the earth, like lotus flowers unstained by muddy water: those who carry the teaching come from this world, not from somewhere else.",
  16:
    "the revelation that the Buddha's life is immeasurable, and the parable of the physician whose children recover when they feel his absence: he was never truly gone.",
  17:
    "the promise that a single moment of faith and understanding outweighs ages of effort, and that those who see deeply find this very world a pure land.",
  18:
    "joy passed from person to person: even the fiftieth listener who hears a verse and rejoices receives benefit beyond measure.",
  19: "the purifying of the senses of those who practise, until eye, ear and mind reflect the whole world clearly.",
  20:
    "a monk who bowed to everyone he met, honouring the Buddha within them, and kept bowing even when they struck him.",
  21:
    "the whole teaching entrusted to the bodhisattvas of the earth, and the promise that wherever the sutra is practised is a place of awakening.",
  22:
    "the Buddha's hand laid tenderly on the heads of the bodhisattvas as he hands the teaching on, asking them to give as freely as he has given.",
  23:
    "devotion and gratitude, and the sutra's images of what the teaching brings: fire to the cold, clothing to the naked, a ferry to travellers, a lamp in darkness, a mother found by her child.",
  24:
    "compassion that takes whatever form will help, even in places of suffering, and a warning never to look down on a world because it is rough and small.",
  25:
    "a compassion that hears every cry and answers it: the giver of fearlessness, appearing in whatever form each person needs.",
  26:
    "a wide circle of protection around those who share the teaching, including beings once feared who now vow to guard them.",
  27:
    "a family guiding one another with patience and respect: two sons lead their father to the teaching, and he calls them his good friends.",
  28:
    "the promise of encouragement: whoever practises, reciting or reflecting, will be supported, reminded and not left alone.",
};

/** The same for each Gosho writing, by title. */
const goshoHearts: Readonly<Record<string, string>> = {
  "On Attaining Buddhahood in This Lifetime":
    "the conviction that Buddhahood is not far away but the very nature of your life, and that steady practice polishes a clouded mirror until it reflects clearly.",
  "On Establishing the Correct Teaching for the Peace of the Land":
    "the idea that the peace of each person cannot be separated from the peace of the land, and that lasting peace begins in what shapes people's hearts.",
  "The Heritage of the Ultimate Law of Life":
    "the teaching that the deepest inheritance is not a secret passed to a few but flows to anyone with faith, and that a community united in purpose keeps it flowing.",
  "The Opening of the Eyes":
    "a vow never to abandon the teaching whatever comes, written in exile to disciples shaken by doubt: hardship, Nichiren argues, confirms the path rather than disproving it.",
  "Letter from Sado":
    "courage in hardship: in exile, Nichiren asks his followers to meet adversity with a lion's spirit, trusting that trials can forge a life as fire and hammer forge a blade.",
  "The Object of Devotion for Observing the Mind":
    "the insight that every world, Buddhahood included, can be found within an ordinary life: even a hard-hearted person's love for family is a glimpse of something higher.",
  "The True Aspect of All Phenomena":
    "the teaching that every being and every place expresses the Mystic Law, and the hope that chanting begun by one person will spread from person to person.",
  "On Practicing the Buddha's Teachings":
    "the question of what it means to practise exactly as the Buddha taught, and the hope of a land where society and nature alike are at peace.",
  "Reply to Kyo'o":
    "a teacher's warm concern for a sick child and her parents, and his reminder that the strength of faith lies in their own hearts.",
  "Letter to the Brothers":
    "two brothers standing together through their father's opposition, urged to stay united and steady, until their father himself came to accept the teaching.",
  "Winter Always Turns to Spring":
    "a promise to a widow raising children alone: however harsh the winter, it never fails to turn to spring.",
  "The Selection of the Time":
    "discerning the time: Nichiren argues that an age of conflict and confusion is precisely when the essence of the Lotus Sutra is meant to spread.",
  "The Supremacy of the Law":
    "praise for the seeking spirit of a widow who made a long, dangerous journey with her small daughter, and the teaching that a teacher is worth what his teaching is worth.",
  "Happiness in This World":
    "the honest admission that no one escapes suffering, and the discovery of happiness in the midst of ordinary life: suffering what there is to suffer, enjoying what there is to enjoy.",
  "On Repaying Debts of Gratitude":
    "gratitude to parents, teachers and all who have given us life, and the conviction that the truest repayment is to master the teaching and gain wisdom.",
  "The Three Kinds of Treasure":
    "the teaching that treasures of the heart outweigh treasures of the storehouse and even of the body, with practical counsel to act with restraint and master a quick temper.",
  "On Persecutions Befalling the Sage":
    "steadfastness under pressure: written when ordinary farmers were being arrested for their faith, it calls on his followers to meet fear with courage.",
  "The Dragon Gate":
    "perseverance at the decisive moment, like the carp that leaps the great waterfall and becomes a dragon.",
  "Letter to Niike":
    "persevering to the end without growing proud or careless, like an egg that, patiently nurtured, becomes a bird that can fly.",
  "Nembutsu and the Hell of Incessant Suffering":
    "an early and sharply polemical argument; beneath the dispute lies Nichiren's conviction that faith is the starting point of the whole path.",
  "On the Ten Factors":
    "the claim that ordinary people are themselves endowed with the Buddha's qualities, and that the sutra's vast doctrine comes down to a truth within one's own life.",
  "On the Protection of the Nation":
    "a polemical work whose core conviction is that the Lotus Sutra is meant for ordinary people, and that a land's peace is bound up with the teaching its people hold.",
  "On Reciting the Daimoku of the Lotus Sutra":
    "the assurance that chanting the title of the Lotus Sutra opens the way even for those who cannot master its doctrines.",
  "Errors of the True Word and Other Schools":
    "a sharp critique of other schools, written from exile, and the conviction that staying silent while a teaching is corrupted is a failure, while correcting another's error is friendship.",
  "The Way to Minobu":
    "a quiet travel record: a teacher arriving at a mountain retreat in a time of famine, unsure whether he will stay, warmly inviting a friend to visit.",
  "Choosing the Heart of the Lotus Sutra":
    "the conviction that the Lotus Sutra was taught above all for people of later ages, and that its essence is the medicine this age most needs.",
  "The Four Virtues and the Four Debts of Gratitude":
    "practical kindness: smiling at parents even when they are unreasonable, greeting friends warmly, and caring for those less fortunate as if they were your own children.",
  "Snow and Lacquer":
    "the observation that the heart takes on the colour of what it absorbs, and the hope that faith can be as constant as snow is white and lacquer black.",
  "Letter to Shimoyama":
    "a disciple's change of faith, explained to the lord it angered, and the claim that faithfulness to the truth is the truest loyalty.",
  "Condolences on a Deceased Husband":
    "sympathy for a widow, likened to a vine left clinging after the pine it climbed has fallen, and an honest remembrance of a kind man.",
  "Questions and Answers on the Object of Devotion":
    "the question of what ordinary people in a hard age should take as the object of their devotion, answered with the daimoku of the Lotus Sutra.",
  "The Unanimous Declaration by the Buddhas of the Three Existences regarding the Classification of the Teachings and Which Are to Be Abandoned and Which Upheld":
    "the image of ordinary existence as a dream, and the call to wake from the dream of birth and death to our original enlightenment.",
  "On Reprimanding Hachiman":
    "a devotion Nichiren likened to a mother nursing her child: for twenty-eight years, he says, he tried only to place the sutra's title on people's lips.",
  "The Receiving of the Three Great Secret Laws":
    "the core of Nichiren's teaching, set down near the end of his life so that it would not be lost.",
  "On the Three Virtues of Food":
    "the insight that giving to others brightens one's own life too, as lighting a lamp for another also lights your own path.",
};

/** The guide's note on the heart of a Lotus chapter or Gosho writing, found by its reference. */
function heartOf(reference: string): string | null {
  const key = summaryKey(reference);
  if (!key) return null;
  return (key.source === "lotus" ? lotusHearts[key.chapter] : goshoHearts[key.title]) ?? null;
}

/** The first clause of a verse, when it is a clause and not the whole verse. */
function openingClause(text: string): string | null {
  const clause = text.match(/^[^,;:.?!]+/)?.[0].trim() ?? "";
  return clause.split(" ").length >= 3 && clause.length < text.trim().length - 10 ? clause : null;
}

/**
 * A reply to a passage brought from the archive (SPEC 4): a reflection on that very passage,
 * without quoting it back in full, then a passage of the other tradition beside it.
 */
function scriptureReply(
  analysis: MessageAnalysis,
  requested: RequestedPassage | null,
  sources: Sources,
  choose: Choose,
): string[] {
  const reference = (requested?.passage.reference ?? analysis.scripture?.reference ?? "this passage").replace(/"/g, "");
  const source = requested?.passage.source ?? (analysis.tradition === "buddhist" ? "lotus" : "bible");
  const voice = voiceOf(analysis);
  const opening = choose.pick([
    `Thank you for bringing **${reference}**.`,
    `What a passage to sit with: **${reference}**.`,
    `Let's stay with **${reference}** for a while.`,
  ]);
  const theme = label(analysis.themes[0]);
  const themeLine = theme ? choose.pick([`It speaks to ${theme}.`, `It touches on ${theme}.`]) : "";

  if (source === "bible") {
    const clause = requested ? openingClause(requested.passage.text) : null;
    const setting = requested?.section ? sectionNotes[requested.section] : "";
    const notice = clause
      ? choose.pick([
        `Notice its opening words, *${clause}*: they are spoken from inside the experience, not about it.`,
        `Its first words, *${clause}*, set the tone for everything after them.`,
      ])
      : "";
    const summary = sources.buddhist[0];
    const following = requested?.following;
    const carry = following && choose.pick([true, false])
      ? `*To carry with you, the verse that follows:* ${quoted(following)}`
      : choose.fresh(voice.practices);
    const reflection = theme ? `${themeLine} ${choose.fresh(voice.christian)}` : choose.pick(lectio);
    return [
      opening,
      [setting, notice].filter(Boolean).join(" "),
      reflection,
      ...(summary
        ? [`${
          choose.pick([
            "Set beside it a passage from the Buddhist tradition.",
            "The Lotus Sutra tradition offers a companion to it.",
          ])
        } ${summaryParagraph(summary, choose)}`]
        : []),
      carry,
    ].filter(Boolean);
  }

  const verse = sources.bible[0];
  const kind = source === "lotus" ? "the sutra's" : "Nichiren's";
  const heart = heartOf(reference);
  return [
    opening,
    [
      `What you brought is our own summary of it, not ${kind} words, so let me reflect on it rather than repeat it.`,
      heart ? `${choose.pick(["At its heart is", "It is remembered for", "What stays with readers is"])} ${heart}` : "",
    ].filter(Boolean).join(" "),
    [themeLine, choose.fresh(voice.buddhist)].filter(Boolean).join(" "),
    ...(verse
      ? [
        `${choose.pick(["A Christian reader might place beside it:", "The Bible answers it from its own side:"])} ${
          quoted(verse)
        }`,
      ]
      : []),
    choose.fresh(voice.practices),
  ];
}

function personaReply(analysis: MessageAnalysis, sources: Sources, choose: Choose): string[] {
  const answer = {
    divine: "No. I am not Jesus, and I am not God, and I will never speak as if I were.",
    buddha:
      "No. I am not the Buddha, and not a bodhisattva in any literal sense; the name describes an aspiration, not a claim.",
    ai: "Yes, I am an AI: a contemplative guide made of software, not a person.",
    who: "",
  }[analysis.persona ?? "who"];
  const identity = choose.pick([
    `I am the ${personaName}, an AI guide for contemplation who draws on the Bible, the Lotus Sutra and the writings of Nichiren. The name is an aspiration: Christ's love and the bodhisattva's compassion, held together.`,
    `I am the ${personaName}: an AI companion for reflection, reading the Bible, the Lotus Sutra and Nichiren's writings alongside you. The name names what I aim at, Christ's love and a bodhisattva's compassion, not what I am.`,
  ]);
  const honesty =
    "I am not a pastor, priest, monk or therapist. I quote the King James Bible word for word, and I offer our own summaries of the Lotus Sutra and the Gosho, always marked as summaries rather than scripture. For important decisions, please also seek qualified religious guidance and the people who know you.";
  const invitation = choose.pick([
    "You can ask what the Bible says about something, how Buddhism approaches it, compare the two, or bring a passage from the scripture archive.",
    "Ask me about anything on your heart, compare the traditions on a question, or bring a passage from the scripture archive and we can sit with it together.",
  ]);
  const verse = sources.bible.length > 0 ? choose.pick(sources.bible) : undefined;
  return [
    [answer, identity].filter(Boolean).join(" "),
    honesty,
    invitation,
    verse ? `*A passage to begin with:* ${quoted(verse)}` : choose.fresh(voices.general.practices),
  ];
}

function greetingReply(analysis: MessageAnalysis, history: readonly ChatTurn[], sources: Sources, choose: Choose) {
  const welcome = history.length > 0
    ? choose.pick(["Welcome back.", "Hello again; I'm glad you're still here."])
    : choose.pick(["Peace be with you, and welcome.", "Hello, and welcome. I'm glad you're here.", "Welcome, friend."]);
  const introduction = choose.pick([
    `I am the ${personaName}, an AI guide for contemplation. We can explore the Bible, the Lotus Sutra and Nichiren's writings together: bring a question on your heart, compare the traditions, or choose a passage from the scripture archive.`,
    `I am the ${personaName}, an AI guide who reads the Bible, the Lotus Sutra and Nichiren's writings alongside you. What is on your heart today?`,
  ]);
  const verse = sources.bible.length > 0 ? choose.pick(sources.bible) : undefined;
  return [
    `${welcome} ${introduction}`,
    verse ? `*A verse to begin with:* ${quoted(verse)}` : choose.fresh(voiceOf(analysis).practices),
  ];
}

function thanksReply(analysis: MessageAnalysis, sources: Sources, choose: Choose): string[] {
  const voice = analysis.earlier?.themes[0] ? voices[analysis.earlier.themes[0]] : voices.general;
  const verse = sources.bible.length > 0 ? choose.pick(sources.bible) : undefined;
  return [
    `${
      choose.pick(["You are very welcome.", "Thank you for your kind words.", "It is a gift to share this with you."])
    } ${
      choose.pick([
        "May what you found here keep you company through the day.",
        "Come back whenever you want to go further.",
        "Go gently.",
      ])
    }`,
    verse && choose.pick([true, false]) ? `*To carry with you:* ${quoted(verse)}` : choose.fresh(voice.practices),
  ];
}

/**
 * The built-in persona's reply: paragraphs separated by blank lines, in the markup the chat
 * renders (**bold**, *italic*, quotations).
 */
export function composeReply({ analysis, passages, history, seed, requested = null }: ComposeInput): string {
  const choose = chooser(seed, history);
  const sources = sortPassages(passages);
  const paragraphs = (() => {
    switch (analysis.intent) {
      case "greeting":
        return greetingReply(analysis, history, sources, choose);
      case "thanks":
        return thanksReply(analysis, sources, choose);
      case "about-persona":
        return personaReply(analysis, sources, choose);
      case "scripture-request":
        return scriptureReply(analysis, requested, sources, choose);
      default:
        return teachingReply(analysis, sources, choose);
    }
  })();
  return paragraphs.join("\n\n");
}
