import { assert, assertEquals } from "../../../tests/assert.ts";
import { type Named, requestKind } from "./request_kind.ts";

const nothing: Named = {
  references: 0,
  concepts: 0,
  people: 0,
  practices: 0,
  books: 0,
  missing: false,
  outOfScope: false,
  situations: 0,
  personal: false,
  hasPrevious: false,
};

Deno.test("kinds of request, as people ask them", () => {
  assertEquals(requestKind("hello!", nothing), "greeting");
  assertEquals(requestKind("Blessings to you!", nothing), "greeting");
  // Greetings typed as they are said: letters drawn out, two at once, "what's good".
  for (const message of ["heyyy", "hellooo!", "yo whats good", "oh hi", "buenas tardes"]) {
    assertEquals(requestKind(message, nothing), "greeting", message);
  }
  assertEquals(
    requestKind("blessings on your work, what does the bible say about blessings?", nothing) === "greeting",
    false,
  );
  assertEquals(requestKind("thank you so much 🙏", nothing), "thanks");
  assertEquals(requestKind("Are you Jesus?", nothing), "identity");
  assertEquals(requestKind("pretend to be the Buddha and bless me", nothing), "identity");
  assertEquals(requestKind("i want you to be jesus", nothing), "identity");
  // Whether the guide is a holy figure, would convert them, or can be trusted, asked in passing.
  for (
    const message of [
      "is this actually jesus talking? my aunt told me it was",
      "I'm a Methodist — is this going to try to convert me to Buddhism?",
      "then why should i trust anything you say about god",
      "ok but how do you know any of that",
    ]
  ) {
    assertEquals(requestKind(message, { ...nothing, concepts: 1, people: 1 }), "identity", message);
  }
  assertEquals(
    requestKind("is this jesus in the painting at my church", { ...nothing, people: 1 }) === "identity",
    false,
  );
  assertEquals(requestKind("what's the best way to read the gosho", { ...nothing, concepts: 1 }), "steps");
  // Asked what a teaching allows, of oneself or anyone, it is the teaching that answers.
  for (
    const message of ["is it ok for a christian to chant", "can i be a christian and still chant nam myoho renge kyo?"]
  ) {
    assertEquals(requestKind(message, { ...nothing, concepts: 1, situations: 1, personal: true }), "concept", message);
  }
  // Becoming a pastor oneself is a calling told, not the guide asked to play one.
  assertEquals(requestKind("i feel like god wants me to be a pastor", { ...nothing, personal: true }), "feeling");
  assertEquals(requestKind("should i become a monk", nothing) === "identity", false);
  assertEquals(requestKind("explain John 3:16", { ...nothing, references: 1 }), "explain");
  assertEquals(requestKind("Jn 3:16-18", { ...nothing, references: 1 }), "explain");
  assertEquals(requestKind("Who was Nichiren?", { ...nothing, people: 1 }), "fact");
  assertEquals(requestKind("who wrote Romans", { ...nothing, books: 1 }), "fact");
  assertEquals(requestKind("What are the Ten Worlds?", { ...nothing, concepts: 1 }), "concept");
  assertEquals(requestKind("grace", { ...nothing, concepts: 1 }), "concept");
  assertEquals(requestKind("Compare grace in Christianity and Buddhism", { ...nothing, concepts: 1 }), "comparison");
  assertEquals(
    requestKind("what's the buddhist view of sin compared to christian view", { ...nothing, concepts: 1 }),
    "comparison",
  );
  // How one can know something is a question of belief, not a request for steps.
  assert(requestKind("how do i know if god is real", nothing) !== "steps");
  assertEquals(requestKind("How do I start meditating? Give me simple steps", nothing), "steps");
  assertEquals(requestKind("what can I do tonight in bed when my mind races", { ...nothing, personal: true }), "steps");
  // A wish told, then "how?", asks the way there.
  const wish = { ...nothing, personal: true, situations: 1 };
  assertEquals(requestKind("I want to stop gossiping at work. how?", wish), "steps");
  assertEquals(requestKind("i want to be more generous but how?", wish), "steps");
  assertEquals(
    requestKind("I feel so alone since my divorce", { ...nothing, personal: true, situations: 1 }),
    "feeling",
  );
  assertEquals(requestKind("write a python function to sort a list", { ...nothing, outOfScope: true }), "out-of-scope");
  assertEquals(requestKind("What does the Heart Sutra say?", { ...nothing, missing: true }), "not-in-library");
});

Deno.test("a question about everyone's life is not a feeling shared; the same words of one's own are", () => {
  const named = { ...nothing, personal: true, situations: 1 };
  assertEquals(requestKind("what happens when we die?", named) === "feeling", false);
  assertEquals(requestKind("why do we suffer?", named) === "feeling", false);
  // Many leave the question mark off.
  assertEquals(requestKind("what happens after we die in buddhism", named) === "feeling", false);
  assertEquals(requestKind("I'm scared of what happens when I die", named), "feeling");
  assertEquals(requestKind("my dad is dying and we don't know what to do", named), "feeling");
});

Deno.test("a claim about a teaching reported from someone else is weighed as a question; one's own hurt beside it is told", () => {
  const told = { ...nothing, concepts: 1, situations: 1, personal: true };
  assertEquals(requestKind("my friend says buddhism is selfish", told), "concept");
  assertEquals(requestKind("my mom says chanting is a cult and i feel awful", told), "feeling");
});

Deno.test("asking the guide to take a role is about the guide; asking it to do a task for 'my' something is not", () => {
  for (
    const message of [
      "pretend to be my grandmother",
      "talk to me like my dad would",
      "Could you be Saint Paul and answer my questions in his voice?",
    ]
  ) {
    assertEquals(requestKind(message, nothing), "identity", message);
  }
  assertEquals(
    requestKind("can you write my essay on climate change", { ...nothing, outOfScope: true }),
    "out-of-scope",
  );
});

Deno.test("steps asked for inside a long story of one's life are still steps", () => {
  const told = { ...nothing, situations: 2, personal: true };
  for (
    const message of [
      "my mom moved in with us after her stroke and im drowning. what practical steps can i take this week?",
      "six months clean, but payday weekends are rough. could you give me a weekend game plan?",
      "first year teaching and i'm barely coping. what steps could i follow each morning before class?",
      "we just had twins and i'm back at work soon, can you make me a simple plan for the evenings",
    ]
  ) assertEquals(requestKind(message, told), "steps", message);
});

Deno.test("steps asked at the end of a story told are steps: 'steps please', 'what do I actually do and say?', 'laid out clearly'", () => {
  const told = { ...nothing, personal: true, situations: 1 };
  for (
    const message of [
      "Mother passed in March and the family wants to mark the anniversary at home. We are SGI. Steps please.",
      "My patience has run out by teatime. Is there a practice to get me through? Steps would help, my head is not clear.",
      "My oldest friend's husband died on Sunday. I'm going round tomorrow. What do I actually do and say?",
      "How does one actually do a gratitude practice? I'm rather set in my ways. I need it laid out clearly.",
      "i have final exam tomorow and my heart is beating fast. how i can calm down tonight? pls give me step",
    ]
  ) assertEquals(requestKind(message, told), "steps", message);
  // Wondering what to do with one's life asks no steps of a practice.
  assertEquals(
    requestKind("My son died last year. What do I do with all his clothes now, I can't bear it", told),
    "feeling",
  );
});

Deno.test("steps asked as 'what can i try', 'small things i can do', 'how can me and my husband', a plan for a passage", () => {
  for (
    const [message, named] of [
      ["i cant sleep, my mind keeps racing. what can i try tonight?", { ...nothing, personal: true, situations: 1 }],
      ["My mum passed in spring. What are some small things I can do each day to carry the grief?", {
        ...nothing,
        personal: true,
        situations: 1,
      }],
      ["how can me and my husband pray together without it feeling awkward", { ...nothing, personal: true }],
      ["Could you give me a plan for memorising Psalm 23?", { ...nothing, references: 1 }],
      ["tips for reading chapter 16 of the Lotus Sutra slowly and meaningfully", { ...nothing, references: 1 }],
    ] as const
  ) assertEquals(requestKind(message, named), "steps", message);
  assertEquals(requestKind("explain psalm 23", { ...nothing, references: 1 }), "explain");
});

Deno.test("a reset asked for at one's desk is steps", () => {
  assertEquals(requestKind("give me a 5 minute reset i can do at my desk", { ...nothing, personal: true }), "steps");
});

Deno.test("the shape of a practice asked in everyday words is a request for steps, whatever teaching it names", () => {
  const named: Named = { ...nothing, concepts: 1, personal: true, situations: 1 };
  for (
    const message of [
      "what should my mornings look like if i want to chant? i get up at 6:15, kids up at 7. is 10 minutes even worth it",
      "my church talks about sabbath but i literally cant take a whole day off. what does sabbath look like for someone like me",
      "is there a faith way to do gratitude that isnt just listing 'coffee, my dog, sunshine'? I write at night usually",
      "1 hour each way on the bus to work every day. could i use it to pray or meditate or something? people everywhere tho",
      "can u give me like a simple daily gratitude thing to do",
    ]
  ) assertEquals(requestKind(message, named), "steps", message);
  for (
    const message of ["what does the daimoku look like written in japanese?", "what did the temple look like"]
  ) assert(requestKind(message, named) !== "steps", message);
});

Deno.test("asking whether the guide is Jesus, or remembers them, is asked of the guide however it is put", () => {
  for (
    const message of [
      "Jesus is that you?? I prayed for a sign and then found this app",
      "hey its me again, do u remember me? we talked last week about my mom",
      "am i talking to god right now",
    ]
  ) assertEquals(requestKind(message, { ...nothing, personal: true, situations: 1 }), "identity", message);
  assertEquals(requestKind("jesus is the way, is that what christians say?", nothing) === "identity", false);
});

Deno.test("a teaching named alone as a heading, then asked of, is asked about, whatever is told after", () => {
  const named: Named = { ...nothing, concepts: 1, personal: true, situations: 1 };
  assertEquals(
    requestKind(
      "trinity. how is god 3 and 1 at the same time. my jewish girlfriend asked me and i had no answer",
      named,
    ),
    "concept",
  );
  assertEquals(
    requestKind(
      "ichinen sanzen... can someone explain it in normal words. the study material makes my head hurt",
      named,
    ),
    "concept",
  );
  assertEquals(requestKind("loneliness. it has been so heavy since the move. i miss everyone", named), "feeling");
});

Deno.test("whose side the guide is on, whether it has a religion or is a real chaplain, and a greeting of peace in Arabic", () => {
  for (
    const message of [
      "do u have a religion? like which side r u on, jesus or buddha",
      "Then whose side are you on, the Christians or the Buddhists?",
      "Am I writing to a real chaplain? The volunteer at the front desk said there was a chaplain line",
      "can u pretend to be the prophet isa (jesus) and talk to me as him?",
    ]
  ) assertEquals(requestKind(message, { ...nothing, concepts: 1 }), "identity", message);
  assertEquals(requestKind("assalamu alaikum", nothing), "greeting");
});

Deno.test("how to explain a teaching asks for the teaching; one's own path to one's family or a death to a child is a talk", () => {
  const asked: [string, string][] = [
    [
      "A Muslim colleague asked me over lunch whether Christians worship three gods. I fumbled it. How do I explain the Trinity properly?",
      "concept",
    ],
    ["how do i explain karma to my kids", "concept"],
    ["how would you explain grace to a friend", "concept"],
    ["how do i explain buddhism to my christian parents", "steps"],
    ["how do i explain chanting to my parents", "steps"],
    ["how do i explain death to my 5 year old", "steps"],
  ];
  for (const [message, kind] of asked) assertEquals(requestKind(message, { ...nothing, concepts: 1 }), kind, message);
});

Deno.test("how a practice named is done is asked as steps; how a teaching works is a concept", () => {
  const practice = { ...nothing, practices: 1, concepts: 1 };
  for (
    const message of [
      "lectio divina - how-to?",
      "my aunt swears by the rosary, whats the actual process",
      "how does a breath prayer work? i'd like to try one at my desk",
      "how is it done, the examen i mean",
    ]
  ) {
    assertEquals(requestKind(message, practice), "steps", message);
  }
  assertEquals(requestKind("how does karma work", { ...nothing, concepts: 1 }), "concept");
  assertEquals(requestKind("how does the rosary work", practice) === "steps", false);
});

Deno.test("a likeness asked in passing across the traditions is a comparison, whatever passage it quotes", () => {
  const both = { ...nothing, concepts: 2 };
  for (
    const message of [
      "john 10:10 says life to the full. isnt that basically what nichiren means by absolute happiness",
      "the ten rakshasa daughters who guard lotus sutra people, are those kind of like angels",
      "christians have the holy spirit and buddhists have buddha nature. same sort of idea?",
      "the sower and the medicinal herbs parable in the lotus sutra, same point?",
    ]
  ) {
    assertEquals(requestKind(message, { ...both, references: /\d/.test(message) ? 1 : 0 }), "comparison", message);
  }
  // Judged, not likened: "is that really true" asks no likeness.
  assertEquals(requestKind("is that really true in buddhism and christianity both", both) === "comparison", true);
  assertEquals(requestKind("jesus said love your enemies. is that really good advice?", both) === "comparison", false);
});

Deno.test("a person's story asked for is a question of fact, whatever life is told around it", () => {
  const person = { ...nothing, people: 1, situations: 1, personal: true };
  for (
    const message of [
      "my daughter is playing ruth in the nativity thing, tell me her story",
      "our youth group is doing david tonight and i'm leading, give me the story quick",
    ]
  ) {
    assertEquals(requestKind(message, person), "fact", message);
  }
  assertEquals(requestKind("my daughter is named ruth and she is so sad lately", person) === "fact", false);
});

Deno.test("steps asked of a practice are steps, though both traditions are named or the asking is one word at the end", () => {
  const practice = { ...nothing, practices: 1 };
  assertEquals(
    requestKind("want to start a loving-kindness practice, give me 3 steps that work for christians and buddhists", {
      ...practice,
      concepts: 1,
    }),
    "steps",
  );
  assertEquals(
    requestKind("i keep forgetting john 3:16 no matter how often i read it. steps?", { ...practice, references: 1 }),
    "steps",
  );
  assertEquals(requestKind("tried journaling twice and quit both times. tips?", practice), "steps");
});

Deno.test("a way asked for after a life told is steps, however it is put", () => {
  const told = { ...nothing, personal: true, situations: 1 };
  for (
    const message of [
      "new dad. 3 week old. running on like 2 hrs sleep. i used to have a quiet time every morning and now theres literally nothing. what can i realistically do",
      "On a fixed pension and I'd like to give more but money is genuinely tight. Is there a sensible way to go about it?",
      "my best friend is in hospital and im visiting saturday. i never know what to say in these situations. help",
      "me and my sister havent spoken in 4 years. i want to forgive her but i dont know how. what are the actual steps",
      "our 14 yr old daughter wants to get baptised at easter. what should we be doing to get her ready",
      "I am 71 and my memory is not what it was. Can you give me a method?",
    ]
  ) assertEquals(requestKind(message, told), "steps", message);
  assertEquals(
    requestKind("looking for a simple 10 minute thing to do before bed to look back over my day", nothing),
    "steps",
  );
  assertEquals(
    requestKind(
      "want to start a daily gratitude practice. i like both christian and buddhist ideas. can u give me a plan",
      {
        ...nothing,
        concepts: 1,
      },
    ),
    "steps",
  );
  assertEquals(
    requestKind("what's lectio divina and can you give me the steps?", { ...nothing, practices: 1 }),
    "steps",
  );
  // A life told with no way asked stays a feeling.
  assertEquals(requestKind("my best friend is in hospital and i never know what to do with myself", told), "feeling");
});

Deno.test("who the guide is, asked in passing: an actual monk, the Virgin Mary's voice, the Spirit through a phone, a bodhisattva for real", () => {
  for (
    const message of [
      "wait am i talking to an actual monk right now",
      "Please answer me as the Virgin Mary. My late mother prayed to her every single day.",
      "this is the holy spirit speaking through my phone isn't it",
      "hey r u a bodhisattva for real or is that just marketing",
    ]
  ) assertEquals(requestKind(message, nothing), "identity", message);
  assertEquals(
    requestKind("the holy spirit is speaking to me through scripture lately", nothing) === "identity",
    false,
  );
});

Deno.test("ways asked of a practice in other words are steps: the simplest way, a person like me, how am i supposed to", () => {
  for (
    const message of [
      "whats the simplest way to start doing gongyo at home? i have no clue what im doing",
      "how can a normal busy person actually practice 'love your neighbor'? like monday to friday",
      "how am i supposed to chant daimoku with a 2 year old climbing on me lmao",
    ]
  ) assertEquals(requestKind(message, nothing), "steps", message);
  // A good person asked about is no way asked.
  assertEquals(requestKind("how can a good person go to hell", nothing) === "steps", false);
});

Deno.test("'what order should i read it in' asks for a way to read", () => {
  assertEquals(requestKind("total noob to the lotus sutra. what order should i read it in", nothing), "steps");
});
