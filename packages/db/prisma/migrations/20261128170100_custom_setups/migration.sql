-- CreateTable
CREATE TABLE "CustomSetup" (
    "shareId" TEXT NOT NULL,
    "rulesetId" TEXT NOT NULL,
    "title" TEXT NOT NULL,
    "draft" JSONB NOT NULL,
    "createdBy" TEXT NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "CustomSetup_pkey" PRIMARY KEY ("shareId")
);
